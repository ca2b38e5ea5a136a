/**
 * Issue #47 items 4 and 6, at a laptop's 1280×800: the funnel studio fills the screen below a
 * compact header, so the screen list shows at least 12 of challenge_100k's 33 screens without the
 * page scrolling; the menu is open beside the page, starts at the dashboard and holds a
 * marketer's jobs only. Axe finds nothing serious on the studio.
 */
import { expect, signIntoAdminByApi, test } from './test'
import { seriousViolations } from './support/axe'
import { watchConsoleErrors } from './support/console-errors'
import type { FunnelDoc } from './fixtures'

test('at 1280×800 the studio fills the screen and its list shows at least 12 screens without scrolling the page', async ({
  page,
  marketer,
  admin,
}) => {
  test.setTimeout(120_000)
  const [funnel] = await admin.docs<FunnelDoc>('funnels?where[funnelId][equals]=challenge_100k&depth=0')
  expect(funnel!.definition.screens.length).toBe(33)
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIntoAdminByApi(page, marketer)
  const consoleErrors = watchConsoleErrors(page)
  await page.goto(`/admin/collections/funnels/${funnel!.id}`)
  const rows = page.locator('.studio-screen')
  await expect(rows).toHaveCount(33)

  await test.step('the menu is open beside the page, the dashboard first', async () => {
    const nav = page.locator('.nav')
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible()
    await expect(nav.getByRole('link').first()).toHaveText('Dashboard')
    await expect(nav.getByRole('button', { name: 'Students & billing' })).toHaveCount(0)
  })

  await test.step('12 or more screen rows are wholly in view, and the page itself does not scroll', async () => {
    const pageScroll = await page.evaluate(() => ({ y: window.scrollY, room: document.documentElement.scrollHeight - window.innerHeight }))
    expect(pageScroll.y).toBe(0)
    const inView = await rows.evaluateAll((elements) => {
      const list = elements[0]!.closest('.studio-screens__list')!.getBoundingClientRect()
      return elements.filter((element) => {
        const box = element.getBoundingClientRect()
        return box.height > 0 && box.top >= Math.max(0, list.top) && box.bottom <= Math.min(window.innerHeight, list.bottom) + 0.5
      }).length
    })
    expect(inView, 'screen rows in view at 1280×800').toBeGreaterThanOrEqual(12)
    // The studio's columns end at the window's bottom edge: the workspace is the screen, not a page to scroll.
    for (const column of ['.studio-layout__side', '.studio-layout__form']) {
      const bottom = await page.locator(column).evaluate((element) => element.getBoundingClientRect().bottom)
      expect(bottom, `${column} ends at the window's edge`).toBeLessThanOrEqual(800 + 0.5)
      expect(bottom, `${column} ends at the window's edge`).toBeGreaterThan(800 - 24)
    }
  })

  await test.step('the list scrolls on its own to the last screen', async () => {
    await rows.last().scrollIntoViewIfNeeded()
    await expect(rows.last()).toBeInViewport()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  expect(await seriousViolations(page, '.funnel-studio')).toEqual([])
  await page.screenshot({ path: 'tests/e2e/.artifacts/admin-gallery/studio-workspace-1280x800.png' })
  consoleErrors.expectNone()
})
