import { APIError, type CollectionBeforeDeleteHook, type CollectionSlug } from 'payload'

/**
 * Refuses to delete a document that others still point to (a topic with lessons, say). Payload
 * would otherwise leave the children with an empty required relation, invisible to students.
 */
export function refuseDeleteWhileReferenced(child: CollectionSlug, field: string, childLabel: string): CollectionBeforeDeleteHook {
  return async ({ id, req }) => {
    const { totalDocs } = await req.payload.count({ collection: child, where: { [field]: { equals: id } }, req })
    if (totalDocs > 0) {
      throw new APIError(`Delete or move its ${totalDocs} ${childLabel} first.`, 409, undefined, true)
    }
  }
}
