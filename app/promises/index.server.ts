export { claimCollections, type ClaimCollection, documentTexts, factsFor, unbackedClaimsInDocument } from './server/document-claims.server'
