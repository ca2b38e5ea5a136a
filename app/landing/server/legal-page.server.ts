import { getPayloadClient } from '@cms/get-payload'
import type { Page } from '@cms/payload-types'

import { renderMarkdown } from '~/learning/index.server'

/** `year` is the footer's, taken at render time on the server so the browser shows the same. */
export type LegalPage = { title: string; html: string; updatedAt: string; year: number }

export async function getLegalPage(slug: Page['slug']): Promise<LegalPage | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: slug } },
    overrideAccess: false,
    limit: 1,
    pagination: false,
    depth: 0,
  })
  const page = docs[0]
  if (!page) return null
  return { title: page.title, html: await renderMarkdown(page.body), updatedAt: page.updatedAt, year: new Date().getUTCFullYear() }
}
