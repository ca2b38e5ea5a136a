import { expect, type Page } from '@playwright/test'

const scripts = /\/assets\/.+\.js(\?.*)?$/

/**
 * Opens `path` with the page's JavaScript held back, so whatever `act` does (typing, picking) lands
 * in the server's HTML before hydration, as a fast person on a slow phone does; then lets the
 * scripts load and waits until the page has taken over (`data-hydrated`, app/root.tsx).
 * The test's context must block service workers (`test.use({ serviceWorkers: 'block' })`): a
 * worker's cached scripts would pass by `page.route`.
 */
export async function actBeforeHydration(page: Page, path: string, act: () => Promise<void>): Promise<void> {
  const held: Array<() => Promise<void>> = []
  let holding = true
  // A held request the browser gave up meanwhile (a preload it no longer needs) is already handled.
  const release = (route: import('@playwright/test').Route) => route.continue().catch(() => undefined)
  const hold = (route: import('@playwright/test').Route) => (holding ? void held.push(() => release(route)) : release(route))
  await page.route(scripts, hold)
  await page.goto(path, { waitUntil: 'commit' })
  await act()
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
  expect(held.length, 'the page asked for its scripts').toBeGreaterThan(0)
  holding = false
  for (const next of held.splice(0)) await next()
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await page.unroute(scripts, hold)
}
