// The public entry of app/shell/ for other folders (safe in the browser); its server half is
// index.server.ts. docs/adding-a-feature.md; scripts/structure/public-entries.ts adds what others import.
export { pageBefore } from './client/previous-page'
export { rootErrorInApp } from './rules/in-app-error'
export { AppErrorBoundary } from './ui/app-error-boundary'
export { AppShell } from './ui/app-shell'
export { LazyAppErrorBoundary } from './ui/lazy-app-error-boundary'
