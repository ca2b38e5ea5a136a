// The server half of app/product-tour/'s public entry (its *.server modules); the rest is index.ts.
export { loadProductOnboarding } from './server/product-onboarding.server'
