// The public entry of app/content-preview/ (safe in the browser); its server half is index.server.ts.
export { ContentPreviewPage } from './ui/content-preview-page'
