import { type CollectionBeforeChangeHook, ValidationError } from 'payload'
import { type ClaimCollection, type UnbackedClaim, describeUnbacked, unbackedClaimsInDocument } from '../../app/promises/cms-entry'

/**
 * Refuses to publish copy whose claims the product does not back (issue #46, the promise ledger):
 * "20+ AI courses" while 7 are published, "Access to AI tools" on a plan that does not include
 * them. The admin shows, under the field, each claim and what the product holds. Drafts still save;
 * a collection without drafts publishes on every save. Only staff saves are checked: the seed and
 * the product's own writes are audited by the promise-audit test instead.
 */
/**
 * Under its field a claim needs no address, and the admin shows one line of it: the claim and what
 * the product holds first. A funnel's whole definition is one field, so there the place inside it is said.
 */
const underField = (claim: UnbackedClaim) => (claim.field === 'definition' ? describeUnbacked(claim) : `“${claim.claim}”: ${claim.holds}.`)

export function refuseUnbackedClaims(collection: ClaimCollection, firstField: string): CollectionBeforeChangeHook {
  return async ({ data, originalDoc, req, collection: config }) => {
    if (req.user?.collection !== 'users') return data
    if (config.versions?.drafts && (data._status ?? originalDoc?._status) !== 'published') return data
    const unbacked = await unbackedClaimsInDocument(req.payload, collection, { ...originalDoc, ...data })
    if (unbacked.length === 0) return data
    const instead = config.versions?.drafts ? ', or save it as a draft' : ''
    const advice = `Change the copy (a count can be written as {{fact:courses}}, {{fact:challenges}} or {{fact:aiTools}})${instead}.`
    // One error per field, shown under it (the admin's toast splits a message at commas, and a
    // number like 30,000 with it).
    const byField = new Map<string, typeof unbacked>()
    for (const claim of unbacked) byField.set(claim.field ?? firstField, [...(byField.get(claim.field ?? firstField) ?? []), claim])
    throw new ValidationError({
      collection: config.slug,
      errors: [...byField].map(([path, claims]) => ({ path, message: `${claims.map(underField).join(' ')} ${advice}` })),
    })
  }
}
