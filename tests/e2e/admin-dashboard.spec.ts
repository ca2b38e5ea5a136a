/**
 * Issue #31: a marketer lands on a dashboard that says how the funnels, sales and subscriptions are
 * doing, switches the period, and follows its links to the funnel report (screens named by their
 * titles) and the funnels. Both pages pass axe and stay usable at a desktop and a tablet width;
 * screenshots go to tests/e2e/.artifacts/admin-gallery/.
 */
import { mkdir } from 'node:fs/promises'
import { expect, type Page, signIntoAdmin, signIntoAdminByApi, test } from './test'
import { seriousViolations } from './support/axe'
import { watchConsoleErrors } from './support/console-errors'
import { galleryPhoto } from './support/gallery'
import { openFunnel, passScreen } from './support/funnel'

const galleryDir = 'tests/e2e/.artifacts/admin-gallery'
const widths = { desktop: 1280, tablet: 820 }

async function shoot(page: Page, name: string) {
  await mkdir(galleryDir, { recursive: true })
  for (const [device, width] of Object.entries(widths)) {
    await page.setViewportSize({ width, height: 900 })
    // Nothing scrolls sideways but the report's own tables.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0)
    await galleryPhoto(page, { path: `${galleryDir}/${name}-${device}.png`, fullPage: true })
  }
}

test('a marketer lands on the dashboard, reads the figures for a period and follows its links', async ({
  page,
  baseURL,
  marketer,
  newVisitor,
}) => {
  // A visitor, two axe passes and four screenshots on a machine shared with the server.
  test.setTimeout(180_000)
  // A visitor today, so the figures have something to show.
  const visitor = await newVisitor()
  await visitor.clock.install()
  // A source of this test alone tells when the rollups have taken this visitor in (below).
  const source = `dashboard${Date.now().toString(36)}`
  await openFunnel(visitor, `/experiment/challenge_100k?utm_source=${source}`)
  const sent = visitor.waitForResponse((response) => response.url().endsWith('/api/funnel-events') && response.ok())
  await passScreen(visitor)
  // The player sends its events every 3 s on the page's clock: moved to it instead of waited for.
  await visitor.clock.fastForward(3000)
  await sent

  await signIntoAdmin(page, marketer)
  const consoleErrors = watchConsoleErrors(page)
  await expect(page.getByRole('heading', { level: 1, name: 'How are we doing' })).toBeVisible()
  await test.step("the admin navigation is grouped by a marketer's jobs, the dashboard first, open beside the page at 1280 px", async () => {
    const nav = page.locator('nav.nav__wrap, .nav')
    for (const group of ['Funnels & experiments', 'Content', 'Learning', 'Feedback']) {
      await expect(nav.getByRole('button', { name: group }).first()).toBeVisible()
    }
    for (const group of ['Students & billing', 'System']) await expect(nav.getByRole('button', { name: group })).toHaveCount(0)
    await expect(nav.getByRole('link').first()).toHaveText('Dashboard')
    await expect(nav.getByRole('link', { name: 'Funnel report' })).toBeVisible()
  })
  // Days are the site's reporting time zone's (New York unless a marketer picked another city), never UTC's.
  await expect(page.locator('.product-dashboard__dates')).toContainText('days in New York time')
  const periods = page.getByRole('navigation', { name: 'Period' })
  await expect(periods.getByRole('link', { name: 'Last 7 days' })).toHaveAttribute('aria-current', 'page')
  for (const label of [
    'Visitors',
    'Reached the paywall',
    'Purchases',
    'Conversion',
    'New subscriptions',
    'Active subscriptions',
    'Churn',
    'Renewal acceptance',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name: label, exact: true })).toBeVisible()
  }
  const visitors = page.locator('[data-kpi="visitors"]')
  await expect(visitors.locator('.dashboard-kpi__change')).toContainText('vs the 7 days before')
  await expect(visitors.locator('svg polyline, svg circle').first()).toBeAttached()
  // The experiment in one sentence, by the funnels' names.
  const experiment = page.getByRole('region', { name: 'Experiment' })
  await expect(experiment.getByText(/^Not enough data yet: each variant needs 100 visitors/)).toBeVisible()
  await experiment.getByText(/variants running$/).click()
  await expect(experiment.getByRole('listitem').first()).toContainText('$100K AI Income Growth Challenge (funnel B)')

  // The figures come from rollups, which take in events once they are 5 s old: until the report
  // (the same rollups, as CSV over HTTP) counts this visitor, reloading the dashboard would only load
  // the admin's scripts again.
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
  const report = `/cms/api/analytics/funnel-report.csv?funnelId=challenge_100k&from=${day(-1)}&to=${day(0)}&timeZone=UTC&source=${source}`
  await expect(async () =>
    expect(await (await page.request.get(report, { headers: { Origin: baseURL! } })).text()).toContain('visitors,1\r\n'),
  ).toPass({ timeout: 30_000 })
  await expect(async () => {
    await page.reload()
    expect(Number((await visitors.locator('.dashboard-kpi__value').innerText()).replace(/,/g, ''))).toBeGreaterThan(0)
  }).toPass({ timeout: 30_000 })
  expect(await seriousViolations(page)).toEqual([])
  await shoot(page, 'dashboard')

  await periods.getByRole('link', { name: 'Last 30 days' }).click()
  await expect(periods.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('heading', { level: 2, name: 'Last 30 days' })).toBeVisible()
  await expect(visitors.locator('.dashboard-kpi__change')).toContainText('vs the 30 days before')

  await page.getByRole('navigation', { name: 'Go to' }).getByRole('link', { name: 'Funnels', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/funnels/)
  await page.goBack()

  await page.getByRole('link', { name: 'Open the funnel report' }).click()
  await expect(page).toHaveURL(/\/admin\/analytics\?/)
  await expect(page.getByRole('heading', { level: 1, name: 'Funnel report' })).toBeVisible()
  const screens = page.getByRole('table', { name: /^Screens, in funnel order/ }).first()
  await expect(screens.locator('.report-screen__title').first()).toHaveText(/^Earn \$100K in \d{4} with AI/)
  await expect(screens).not.toContainText(/screen\d/)
  // One axe pass, with the statistics open: the page as before, and what they show.
  await page.getByText('The statistics behind this verdict').click()
  expect(await seriousViolations(page)).toEqual([])
  await shoot(page, 'funnel-report')
  consoleErrors.expectNone()
})

test("Site settings speak a marketer's words, and the reporting time zone is picked from cities", async ({ page, marketer }) => {
  await signIntoAdminByApi(page, marketer)
  await page.goto('/admin/globals/site-settings')
  // Payload puts the required mark inside the label: match the label's start.
  await expect(page.locator('label[for="field-reportingTimeZone"]')).toHaveText(/^Reporting time zone/)
  const zone = page.locator('#field-reportingTimeZone')
  await expect(zone).toContainText('New York · US Eastern')
  await expect(page.locator('label[for="field-paymentSystem"]')).toHaveText(/^Card payments/)
  await expect(page.locator('label[for="field-creatorLandingRegistration"]')).toHaveText(/^Creator landing page: when visitors sign up/)
  // The flags' stored names stay in the database, not on the page.
  await expect(page.locator('main, .template-default').first()).not.toContainText(
    /payment_system|payment_block_registration|creator_landing_registration|landing_price_block/,
  )
  await zone.click()
  await expect(page.getByRole('option', { name: 'Tokyo', exact: true })).toBeVisible()
  await page.keyboard.press('Escape')
  await shoot(page, 'site-settings')
})

test('an admin tests the AI connection with a button; loading the dashboard tests nothing', async ({ page, admin, marketer }) => {
  const account = { email: `admin-${Date.now().toString(36)}@example.com`, password: 'Adm1n!password' }
  const { doc } = await admin.send<{ doc: { id: number } }>('POST', 'users', { ...account, name: 'Ada Admin', roles: ['admin'] })
  try {
    await signIntoAdminByApi(page, account)
    // The old link's address shows the panel as it is: no result until the button is pressed.
    await page.goto('/admin?aiTest=1')
    const panel = page.getByRole('region', { name: 'AI' })
    await expect(panel.getByRole('status')).toHaveText('')
    const tested = page.waitForResponse((response) => response.url().endsWith('/cms/api/ai/test-connection'))
    await panel.getByRole('button', { name: 'Test connection' }).click()
    expect((await tested).request().method()).toBe('POST')
    await expect(panel.getByRole('status')).toHaveText(/^(Connected|Not connected)\. /)
  } finally {
    await admin.send('DELETE', `users/${doc.id}`)
  }
  // A marketer reads the panel but has no button that would call the model.
  await page.context().clearCookies()
  await signIntoAdminByApi(page, marketer)
  await page.goto('/admin')
  const panel = page.getByRole('region', { name: 'AI' })
  await expect(panel.getByRole('heading', { name: 'AI' })).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Test connection' })).toHaveCount(0)
  await expect(panel).not.toContainText('AI_BASE_URL')
})
