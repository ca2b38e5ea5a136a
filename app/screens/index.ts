// The public entry of app/screens/ for other folders (safe in the browser); its server half is
// index.server.ts. docs/adding-a-feature.md; scripts/structure/public-entries.ts adds what others import.
export { consentText, firstChargeCents, renewalLine } from './paywall/plan-copy'
export { preloadRenderer } from './registry'
export { ScreenLoading, ScreenSlot } from './screen-slot'
export { ScreenTransition } from './screen-transition'
export { type FormFallback, FormFallbackContext, handledInBrowser, submitAttributes, useFormFallback } from './shared/form-fallback'
export type { FunnelUiEvent, PaywallData, PaywallPlanView, ScreenView } from './types'
