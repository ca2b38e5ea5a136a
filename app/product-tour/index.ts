// The public entry of app/product-tour/ for other folders (safe in the browser); its server half is
// index.server.ts. docs/adding-a-feature.md; scripts/structure/public-entries.ts adds what others import.
export { ProductTourModal } from './ui/product-tour-modal'
