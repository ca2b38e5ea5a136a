import { lazy } from 'react'

/**
 * The in-app error view, loaded when first needed (the root's boundary for a signed-in student):
 * every signed-in page has loaded its module already (each one's boundary is it), so it comes from
 * memory even offline, and visitors' pages never load it.
 */
export const LazyAppErrorBoundary = lazy(() => import('./app-error-boundary').then((module) => ({ default: module.AppErrorBoundary })))
