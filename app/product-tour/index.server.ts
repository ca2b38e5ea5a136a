// The server half of app/product-tour/'s public entry (its *.server modules); the rest is index.ts.
export { loadProductTour } from './server/product-tour.server'
