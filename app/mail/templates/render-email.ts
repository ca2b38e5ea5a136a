import { render, toPlainText } from '@react-email/render'
import type { EmailContent } from './email'

export type RenderedEmail = { subject: string; html: string; text: string }

/** The HTML part and the plain-text part of one email, from the same template. */
export async function renderEmail(content: EmailContent): Promise<RenderedEmail> {
  const html = await render(content.body)
  return { subject: content.subject, html, text: emailText(html) }
}

/**
 * The plain-text part of a rendered email, exactly as `render(…, { plainText: true })` writes it.
 * The email adapter adds it to mail Payload sends with HTML only (its password-reset mails).
 */
export function emailText(html: string): string {
  return toPlainText(html, { wordwrap: 78, selectors: [{ selector: 'h1', options: { uppercase: false } }] })
}
