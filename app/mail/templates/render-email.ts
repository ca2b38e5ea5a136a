import { render } from '@react-email/render'
import type { EmailContent } from './email'

export type RenderedEmail = { subject: string; html: string; text: string }

/** The HTML part and the plain-text part of one email, from the same template. */
export async function renderEmail(content: EmailContent): Promise<RenderedEmail> {
  const [html, text] = await Promise.all([
    render(content.body),
    render(content.body, {
      plainText: true,
      htmlToTextOptions: { wordwrap: 78, selectors: [{ selector: 'h1', options: { uppercase: false } }] },
    }),
  ])
  return { subject: content.subject, html, text }
}
