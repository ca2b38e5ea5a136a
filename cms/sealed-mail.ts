import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { hasSecrets, redactSecrets, revealSecrets } from './email-secrets'

/** A mail's readable parts, as the recipient gets them. */
export type MailParts = { subject: string; text?: string | null; html?: string | null }

const sealVersion = 'v1'
const keyOf = (serverSecret: string) => Buffer.from(hkdfSync('sha256', serverSecret, '', 'email-outbox sealed copy', 32))

/**
 * The delivered mail, encrypted (AES-256-GCM) with a key derived from PAYLOAD_SECRET: a database
 * dump or a REST read shows nothing usable. Kept only while the mail still has to be delivered, or
 * while email is simulated and the outbox is the delivery.
 */
export function sealMail(parts: MailParts, serverSecret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv)
  const body = Buffer.concat([cipher.update(JSON.stringify(parts), 'utf8'), cipher.final()])
  return [sealVersion, iv.toString('base64url'), Buffer.concat([body, cipher.getAuthTag()]).toString('base64url')].join('.')
}

/** The sealed mail, or null when it was sealed with another secret or altered. */
export function openSealedMail(sealed: string, serverSecret: string): MailParts | null {
  const [version, iv, data] = sealed.split('.')
  if (version !== sealVersion || !iv || !data) return null
  try {
    const bytes = Buffer.from(data, 'base64url')
    const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret), Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(bytes.subarray(bytes.length - 16))
    const text = Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString('utf8')
    return JSON.parse(text) as MailParts
  } catch {
    return null
  }
}

/** The mail as the recipient gets it: every secret's marks removed. */
export const revealMail = (parts: MailParts): MailParts => ({
  subject: revealSecrets(parts.subject),
  text: revealSecrets(parts.text),
  html: revealSecrets(parts.html),
})

/**
 * What the Email outbox keeps of a mail, whoever writes the row (Payload's adapter, the product's
 * queue): its parts with every secret blanked, and the mail as sent sealed when it has any.
 */
export function keptCopy(parts: MailParts, serverSecret: string): MailParts & { sealed: string | null } {
  const secret = [parts.subject, parts.text, parts.html].some(hasSecrets)
  return {
    subject: redactSecrets(parts.subject),
    text: redactSecrets(parts.text),
    html: redactSecrets(parts.html),
    sealed: secret ? sealMail(revealMail(parts), serverSecret) : null,
  }
}
