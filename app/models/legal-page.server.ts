import { Marked } from 'marked'
import { getPayloadClient } from '../../cms/get-payload'
import type { Page } from '../../cms/payload-types'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** Markdown from the CMS becomes HTML on the server; raw HTML in it is shown as text, never run. */
const markdown = new Marked({
  gfm: true,
  renderer: { html: ({ text }) => escapeHtml(text) },
})

export type LegalPage = { title: string; html: string; updatedAt: string }

export async function getLegalPage(slug: Page['slug']): Promise<LegalPage | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: slug } },
    overrideAccess: false,
    limit: 1,
    depth: 0,
  })
  const page = docs[0]
  if (!page) return null
  return { title: page.title, html: await markdown.parse(page.body), updatedAt: page.updatedAt }
}
