import nodemailer from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'

type EmailSettings = { smtpUrl?: string; emailFrom: string }

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

/**
 * Without SMTP (the embedded default) every message is kept in the `email-outbox` collection, so
 * staff can read a code in the admin and the flow works offline; nothing leaves the machine.
 */
export function outboxAdapter(emailFrom: string): EmailAdapter {
  const sender = parseSender(emailFrom)
  return ({ payload }) => ({
    name: 'email-outbox',
    defaultFromAddress: sender.address,
    defaultFromName: sender.name,
    sendEmail: async (message: SendEmailOptions) => {
      const from = addressText(message.from) || `${sender.name} <${sender.address}>`
      return payload.create({
        collection: 'email-outbox',
        overrideAccess: true,
        data: {
          to: addressText(message.to),
          from,
          subject: String(message.subject ?? ''),
          text: typeof message.text === 'string' ? message.text : undefined,
          html: typeof message.html === 'string' ? message.html : undefined,
        },
      })
    },
  })
}

/**
 * SMTP when SMTP_URL is set, the outbox otherwise. The SMTP adapter is the one
 * @payloadcms/email-nodemailer builds, written out here: that package pins `payload` to its own
 * exact version and Payload refuses to start with a mismatched one (no 3.90.2 release exists).
 */
export async function emailAdapter({ smtpUrl, emailFrom }: EmailSettings): Promise<EmailAdapter> {
  if (!smtpUrl) return outboxAdapter(emailFrom)
  const sender = parseSender(emailFrom)
  const transport = nodemailer.createTransport(smtpUrl)
  return () => ({
    name: 'nodemailer',
    defaultFromAddress: sender.address,
    defaultFromName: sender.name,
    sendEmail: async (message: SendEmailOptions) => {
      const from = addressText(message.from) || `${sender.name} <${sender.address}>`
      return transport.sendMail({ ...message, from })
    },
  })
}
