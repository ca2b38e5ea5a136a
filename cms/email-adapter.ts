import nodemailer from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'
import { emailText } from '../app/mail/cms-entry'
import { metrics } from './metrics'
import { keptCopy, revealMail } from './sealed-mail'

type EmailSettings = { smtpUrl?: string; emailFrom: string; payloadSecret: string }

/** "Name <address>" or a bare address, as EMAIL_FROM allows. */
export function parseSender(from: string): { name: string; address: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from)
  return match ? { name: match[1] || match[2]!, address: match[2]! } : { name: from.trim(), address: from.trim() }
}

const addressText = (value: unknown): string => {
  if (Array.isArray(value)) return value.map(addressText).join(', ')
  if (value && typeof value === 'object' && 'address' in value) return String((value as { address: string }).address)
  return value == null ? '' : String(value)
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined)

/**
 * A message's plain-text part: its own, or — for mail Payload sends with HTML only (the password-reset
 * mails, drawn by app/mail's templates) — the one the template's HTML converts to, as the product's
 * own mail has it. Secret marks pass through the conversion unchanged.
 */
export const plainTextOf = (message: Pick<SendEmailOptions, 'text' | 'html'>): string | undefined => {
  const html = textOf(message.html)
  return textOf(message.text) ?? (html ? emailText(html) : undefined)
}

/**
 * Without SMTP (the embedded default) every message is kept in the `email-outbox` collection and
 * nothing leaves the machine. A message's secrets (codes, reset links) are kept blanked; the mail
 * as sent is sealed beside it, and only an admin opens it there (cms/collections/EmailOutbox), so
 * a newcomer can still finish a sign-up offline.
 */
export function outboxAdapter(emailFrom: string, payloadSecret: string): EmailAdapter {
  const sender = parseSender(emailFrom)
  return ({ payload }) => ({
    name: 'email-outbox',
    defaultFromAddress: sender.address,
    defaultFromName: sender.name,
    sendEmail: counted('outbox', async (message: SendEmailOptions) => {
      const from = addressText(message.from) || `${sender.name} <${sender.address}>`
      const parts = { subject: String(message.subject ?? ''), text: plainTextOf(message), html: textOf(message.html) }
      return payload.create({
        collection: 'email-outbox',
        overrideAccess: true,
        data: { to: addressText(message.to), from, ...keptCopy(parts, payloadSecret) },
      })
    }),
  })
}

/**
 * SMTP when SMTP_URL is set, the outbox otherwise. The SMTP adapter is the one
 * @payloadcms/email-nodemailer builds, written out here: that package pins `payload` to its own
 * exact version and Payload refuses to start with a mismatched one (no 3.90.2 release exists).
 */
export async function emailAdapter({ smtpUrl, emailFrom, payloadSecret }: EmailSettings): Promise<EmailAdapter> {
  if (!smtpUrl) return outboxAdapter(emailFrom, payloadSecret)
  const sender = parseSender(emailFrom)
  const transport = nodemailer.createTransport(smtpUrl)
  return () => ({
    name: 'nodemailer',
    defaultFromAddress: sender.address,
    defaultFromName: sender.name,
    sendEmail: counted('smtp', async (message: SendEmailOptions) => {
      const from = addressText(message.from) || `${sender.name} <${sender.address}>`
      // The recipient gets the secrets; nothing here keeps a copy.
      const clear = revealMail({ subject: String(message.subject ?? ''), text: plainTextOf(message), html: textOf(message.html) })
      return transport.sendMail({
        ...message,
        from,
        subject: clear.subject,
        text: clear.text ?? message.text,
        html: clear.html ?? message.html,
      })
    }),
  })
}

/** Counts each message sent or failed (mails_total on /metrics). */
function counted<T>(transport: 'outbox' | 'smtp', send: (message: SendEmailOptions) => Promise<T>) {
  return async (message: SendEmailOptions): Promise<T> => {
    try {
      const sent = await send(message)
      metrics().mails.inc({ transport, result: 'sent' })
      return sent
    } catch (error) {
      metrics().mails.inc({ transport, result: 'failed' })
      throw error
    }
  }
}
