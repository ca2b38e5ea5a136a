// The server half of app/content-preview/'s public entry (its *.server modules); the rest is index.ts.
export { loadContentPreview, renderDraft } from './server/content-preview.server'
