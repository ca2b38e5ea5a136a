// The public entry of app/landing/ for other folders (safe in the browser); its server half is
// index.server.ts. docs/adding-a-feature.md; scripts/structure/public-entries.ts adds what others import.
export { landingHeaders, landingMeta } from './rules/landing-copy'
export { landingPages } from './rules/landing-pages'
export { GrowthProjection } from './ui/growth-projection'
export { LandingCardPreview } from './ui/landing-card-preview'
export { LandingPage } from './ui/landing-page'
export { LandingPaywall } from './ui/landing-paywall'
export { LandingSetEmail } from './ui/landing-set-email'
export { legalMeta, LegalRoute } from './ui/legal-page-view'
