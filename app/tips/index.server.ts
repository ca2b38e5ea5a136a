// The server half of app/tips/'s public entry (its *.server modules); the rest is index.ts.
export { getTip, listFeaturedTips, listTipCategories, listTipsByCategory, loadTipsPage, previewTip } from './server/tips.server'
