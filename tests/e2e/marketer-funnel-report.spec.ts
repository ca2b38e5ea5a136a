import { readFile } from 'node:fs/promises'
import { expect, type Page, signIntoAdminByApi, test } from './test'
import { watchConsoleErrors } from './support/console-errors'
import { openFunnel, passScreen } from './support/funnel'

const today = () => new Date().toISOString().slice(0, 10)
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)

/** A visitor from `source` who opens a variant of /experiment and goes on from `screens` screens. */
async function visit(page: Page, variant: string, source: string, screens: number): Promise<void> {
  await page.clock.install()
  await openFunnel(page, `/experiment/${variant}?utm_source=${source}`)
  // The player sends its events every few seconds; waiting for the batch with the last screen
  // (rather than leaving the page) keeps them from a pagehide beacon, which headless Chromium sends
  // with its own user agent, a bot's.
  const lastScreen = `"screenId":"screen${screens}"`
  const sent = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/funnel-events') && response.ok() && (response.request().postData() ?? '').includes(lastScreen),
  )
  for (let screen = 0; screen < screens; screen++) await passScreen(page)
  // The batch is due on the page's clock: moved to it instead of waited for.
  await page.clock.fastForward(3000)
  await sent
}

/** The two variants as marketers know them: the funnels' titles. */
const funnelB = '$100K AI Income Growth Challenge (funnel B)'
const shorterQuiz = '$100K AI Income Growth Challenge — v2 (shorter quiz)'
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The variant /experiment sends this browser to. */
async function experimentVariant(page: Page): Promise<string> {
  await page.goto('/experiment')
  return /^\/experiment\/([a-z0-9_]+)$/.exec(new URL(page.url()).pathname)![1]!
}

test('a marketer filters the funnel report by variant, source and date, sees the funnel chart and downloads the CSV', async ({
  page,
  baseURL,
  marketer,
  newVisitor,
}) => {
  // Two visitors, the admin and the report on a server the other worker shares (it reached the
  // download at 60 s on a loaded machine).
  test.setTimeout(120_000)
  // A source of this test alone keeps other tests' visitors out of the numbers.
  const source = `report${Date.now().toString(36)}`
  await visit(await newVisitor(), 'challenge_100k_v2', source, 1)
  await visit(await newVisitor(), 'challenge_100k', source, 2)

  // Straight to the report: the dashboard's link to it is admin-dashboard.spec.ts's.
  await signIntoAdminByApi(page, marketer)
  const consoleErrors = watchConsoleErrors(page)
  await page.goto('/admin/analytics')
  await expect(page.getByRole('heading', { level: 1, name: 'Funnel report' })).toBeVisible()

  const filters = page.getByRole('form', { name: 'Report filters' })
  await filters.getByLabel('Funnel', { exact: true }).selectOption('challenge_100k')
  await filters.getByLabel('From (first visit)').fill(daysAgo(1))
  await filters.getByLabel('To', { exact: true }).fill(today())
  await filters.getByLabel('Count days in').selectOption({ label: 'GMT all year, no summer time' })
  await filters.getByLabel('Traffic source').fill(source)
  await filters.getByRole('checkbox', { name: funnelB, exact: true }).check()
  await filters.getByRole('checkbox', { name: shorterQuiz, exact: true }).check()

  const started = page.locator('.report-summary').first().locator('div', { hasText: 'Visitors started' }).locator('dd')
  // Events reach the report once the rollup job has taken them in (seconds): the same report as CSV,
  // asked over HTTP until it counts this test's visitor, spares loading the admin's page for each ask.
  const csvUrl = `/cms/api/analytics/funnel-report.csv?funnelId=challenge_100k&from=${daysAgo(1)}&to=${today()}&timeZone=UTC&source=${source}`
  await expect(async () =>
    expect(await (await page.request.get(csvUrl, { headers: { Origin: baseURL! } })).text()).toContain('visitors,1\r\n'),
  ).toPass({ timeout: 30_000 })
  // Submitting again asks anew.
  await expect(async () => {
    await filters.getByRole('button', { name: 'Show report' }).click()
    await expect(started).toHaveText('1', { timeout: 1000 })
  }).toPass({ timeout: 30_000 })

  await expect(page.getByRole('figure', { name: `${funnelB}: steps` })).toBeVisible()
  await expect(page.getByRole('figure', { name: `${funnelB}: screens, in funnel order` }).locator('rect')).not.toHaveCount(0)
  // Screens by the titles marketers gave them, type and place as secondary text.
  const screens = page.getByRole('table', { name: /^Screens, in funnel order/ }).first()
  await expect(
    screens.getByRole('row', { name: /^Earn \$100K in \d{4} with AI — in just 20 minutes a day Information · screen 1 1 1 0\.0%/ }),
  ).toBeVisible()
  await expect(screens.getByRole('row', { name: /^What is your main goal\? Single choice · screen 3 1 0 100\.0%/ })).toBeVisible()
  await expect(screens).not.toContainText('screen0')

  await expect(page.getByRole('status').filter({ hasText: 'Not enough data yet' })).toBeVisible()
  await page.getByText('The statistics behind this verdict').click()
  const experiment = page.getByRole('table', { name: /^Conversion to purchase per variant/ })
  await expect(experiment.getByRole('row', { name: new RegExp(`^${escape(funnelB)} \\d+ 1 0 0\\.0%`) })).toBeVisible()
  await expect(experiment.getByRole('row', { name: new RegExp(`^${escape(shorterQuiz)} \\d+ 1 0 0\\.0%`) })).toBeVisible()

  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download CSV' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`funnel-report_challenge_100k_${daysAgo(1)}_${today()}.csv`)
  const csv = await readFile((await download.path())!, 'utf8')
  expect(csv).toContain(`source,${source}\r\n`)
  expect(csv).toContain('visitors,1\r\n')
  // Screens by number and title, rates as percentages; the raw id and ratio come last.
  expect(csv).toMatch(/\r\n1,Earn \$100K in \d{4} with AI — in just 20 minutes a day,1,1,0,0\.0%,\d*,screen0,0\r\n/)

  // Dates filter on the visitor's first event: a range before this test has none of them.
  await filters.getByLabel('From (first visit)').fill('2025-01-01')
  await filters.getByLabel('To', { exact: true }).fill('2025-01-31')
  await filters.getByRole('button', { name: 'Show report' }).click()
  await expect(started).toHaveText('0')
  consoleErrors.expectNone()
})

test('the CSV is for staff only, and a bad question is a 400 that names the field', async ({ page, request, marketer, baseURL }) => {
  const anonymous = await request.get('/cms/api/analytics/funnel-report.csv?funnelId=challenge_100k')
  expect(anonymous.status()).toBe(401)

  await signIntoAdminByApi(page, marketer)
  const bad = await page.request.get('/cms/api/analytics/funnel-report.csv?funnelId=challenge_100k&from=2025-02-01&to=2025-01-01', {
    headers: { Origin: baseURL! },
  })
  expect(bad.status()).toBe(400)
  expect(await bad.json()).toMatchObject({ error: { fields: { to: ['The range ends before it starts'] } } })
  await page.goto('/admin/analytics?funnelId=challenge_100k&from=2025-02-01&to=2025-01-01')
  await expect(page.getByRole('alert').filter({ hasText: 'The range ends before it starts' })).toBeVisible()
})

test(
  'a marketer changes the experiment weights: a new visitor is sent by the new weights, an earlier one keeps their variant',
  { tag: '@shared-content' },
  async ({ page, marketer, content, newVisitor }) => {
    const { variants } = await content.experiment()
    const earlier = await newVisitor()
    const kept = await experimentVariant(earlier)
    // Everything new goes to one other funnel; the earlier visitor's funnel is paused, not removed.
    const target = variants.find((variant) => variant.funnelId !== kept)!.funnelId

    await signIntoAdminByApi(page, marketer)
    await page.goto('/admin/globals/experiment')
    for (const [index, variant] of variants.entries()) {
      const weight = page.locator(`#field-variants__${index}__weight`)
      await expect(weight).toBeVisible()
      await weight.fill(variant.funnelId === target ? '100' : '0')
    }
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Updated successfully')).toBeVisible()

    await expect(async () => {
      const fresh = await newVisitor()
      expect(await experimentVariant(fresh)).toBe(target)
    }).toPass({ timeout: 5000 })
    expect(await experimentVariant(earlier)).toBe(kept)
  },
)
