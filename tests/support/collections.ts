import type { CollectionSlug, Payload } from 'payload'

/** Document counts of every content collection (Payload's own bookkeeping left out). */
export async function countDocuments(payload: Payload): Promise<Partial<Record<CollectionSlug, number>>> {
  const counts: Partial<Record<CollectionSlug, number>> = {}
  for (const { slug } of payload.config.collections) {
    if (slug.startsWith('payload-')) continue
    counts[slug] = (await payload.count({ collection: slug })).totalDocs
  }
  return counts
}
