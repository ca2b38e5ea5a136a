export { extractClaims, type Claim } from './rules/claims'
export { describeUnbacked, findUnbackedClaims, resolveClaim, type ClaimScope, type ScopedText, type UnbackedClaim } from './rules/resolve'
export { faqTexts, funnelTexts, planTexts, pricePlanTexts, productTexts, upsellTexts } from './rules/sources'
