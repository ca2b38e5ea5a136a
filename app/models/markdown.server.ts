import { Marked } from 'marked'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** Markdown from the CMS becomes HTML on the server; raw HTML in it is shown as text, never run. */
const markdown = new Marked({ gfm: true, renderer: { html: ({ text }) => escapeHtml(text) } })

export async function renderMarkdown(source: string): Promise<string> {
  return markdown.parse(source)
}
