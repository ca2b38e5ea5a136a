// The public entry of app/tips/ for other folders (safe in the browser); its server half is
// index.server.ts. docs/adding-a-feature.md; scripts/structure/public-entries.ts adds what others import.
export { defaultTipModel } from './rules/tip-order'
export { TipArticle } from './ui/tip-article'
export { TipCards } from './ui/tip-cards'
