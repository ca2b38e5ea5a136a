// The public entry of app/funnel/ for other folders (safe in the browser); its server half is
// index.server.ts. docs/adding-a-feature.md; scripts/structure/public-entries.ts adds what others import.
export { useFunnelActor } from './client/use-funnel-actor'
export { StudioPreviewPage } from './preview/studio-preview-page'
export { buildFrame } from './rules/frame'
export type { FunnelPageData } from './rules/types'
export { FunnelFrame } from './ui/funnel-frame'
export { FunnelErrorBoundary, funnelHeaders, funnelLinks, funnelMeta, FunnelRoute } from './ui/funnel-route'
export { CancellationScreen, CancellationStep } from './ui/cancellation-view'
export type { CancellationPage } from './rules/cancellation-page'
