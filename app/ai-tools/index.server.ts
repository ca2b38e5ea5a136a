// The server half of app/ai-tools/'s public entry (its *.server modules); the rest is index.ts.
export { aiToolsPage } from './server/ai-tools-page.server'
export { generateImage, generateVideo, uploadAsset, uploadMedia, videoFile, videoStatus } from './server/ai-tools.server'
export { readOwnImage } from './server/media-store.server'
