// The server half of app/landing/'s public entry (its *.server modules); the rest is index.ts.
export { loadLandingPaywall, startLandingCheckout } from './server/landing-checkout.server'
export { loadLandingPage } from './server/landing-page.server'
export { previewLandingCard } from './server/landing.server'
export { getLegalPage } from './server/legal-page.server'
