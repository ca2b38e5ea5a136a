/**
 * The one file of app/promises that cms/ may import (an admin entry: scripts/structure/admin-entries.mjs): the admin's publish check
 * refuses copy whose claims the product does not back. Takes the Payload of the hook; loads none.
 */
export { claimCollections, type ClaimCollection, unbackedClaimsInDocument } from './server/document-claims.server'
export { describeUnbacked, type UnbackedClaim } from './rules/resolve'
