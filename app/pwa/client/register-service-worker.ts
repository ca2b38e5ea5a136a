/**
 * Registers `/sw.js` (app/pwa/service-worker-script.ts) after the page has loaded, so it never
 * competes with the page's own requests. Builds only: the development server serves no worker.
 * Called from the learning app's shell and the app onboarding page, never from a funnel screen.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined)
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
