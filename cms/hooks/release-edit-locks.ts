import type { CollectionAfterLogoutHook } from 'payload'

/**
 * Signing out releases the edit locks the staff member held, so a colleague is not told they are
 * "currently editing" after they left. Every lock of theirs goes, also one held from another
 * browser: signing out is the moment they say they are done; a lock left by a closed tab without
 * a sign-out expires by the collection's `lockDocuments.duration` instead.
 */
export const releaseEditLocks: CollectionAfterLogoutHook = async ({ collection, req }) => {
  if (!req.user) return
  await req.payload.delete({
    collection: 'payload-locked-documents',
    where: { and: [{ 'user.relationTo': { equals: collection.slug } }, { 'user.value': { equals: req.user.id } }] },
    req,
  })
}
