// The public entry of app/ai-tools/ for other folders (safe in the browser); its server half is
// index.server.ts. docs/adding-a-feature.md; scripts/structure/public-entries.ts adds what others import.
export { aiToolsEndpoints } from './api/ai-tools-endpoints'
export { AiToolsPaywall } from './ui/ai-tools-paywall'
export { ImageEditor } from './ui/image-editor'
export { VideoGenerator } from './ui/video-generator'
export { videoVoices } from './rules/voices'
