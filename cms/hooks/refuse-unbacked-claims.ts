import { APIError, type CollectionBeforeChangeHook } from 'payload'
import { type ClaimCollection, describeUnbacked, unbackedClaimsInDocument } from '../../app/promises/cms-entry'

/**
 * Refuses to publish copy whose claims the product does not back (issue #46, the promise ledger):
 * "20+ AI courses" while 7 are published, "Access to AI tools" on a plan that does not include
 * them. The marketer reads each claim, where it is and what the product holds. Drafts still save;
 * a collection without drafts publishes on every save. Only staff saves are checked: the seed and
 * the product's own writes are audited by the promise-audit test instead.
 */
export function refuseUnbackedClaims(collection: ClaimCollection): CollectionBeforeChangeHook {
  return async ({ data, originalDoc, req, collection: config }) => {
    if (req.user?.collection !== 'users') return data
    if (config.versions?.drafts && (data._status ?? originalDoc?._status) !== 'published') return data
    const unbacked = await unbackedClaimsInDocument(req.payload, collection, { ...originalDoc, ...data })
    if (unbacked.length === 0) return data
    const lines = unbacked.map(describeUnbacked).join(' ')
    const instead = config.versions?.drafts ? ' or save it as a draft' : ''
    throw new APIError(
      `Not published: this says more than the product holds. ${lines} Change the copy (a count can be written as {{fact:courses}}, {{fact:challenges}} or {{fact:aiTools}})${instead}.`,
      400,
      undefined,
      true,
    )
  }
}
