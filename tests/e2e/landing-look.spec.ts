import { mkdirSync } from 'node:fs'
import { expect, type Page, test } from './test'
import { overflowAt } from './support/overflow'
import { seriousViolations } from './support/axe'
import { galleryPhoto } from './support/gallery'

/**
 * The landing pages look like a product (issue #17 item 3): at 375 and 1280 px, each has a header, a loaded hero image, the flag's price blocks and the legal footer.
 * Each is photographed whole into tests/e2e/.artifacts/landing-gallery/ when the run photographs (support/gallery.ts).
 */

const landings = ['/', '/landing-v1', '/landing-v2', '/luck', '/creator'] as const
const viewports = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const
const galleryDir = 'tests/e2e/.artifacts/landing-gallery'

const priceTitles = (page: Page) => page.getByTestId('price-block').getByRole('heading', { level: 3 }).allTextContents()

/**
 * Each landing is loaded once, on the phone, then narrowed to 320 px and widened to the desktop: a
 * resize lays the page out again as a load at that width would, for a fraction of a load.
 */
test('every landing has the header, a loaded hero image, the legal footer and no serious axe findings at 375 and 1280 px, and fits 320 px', async ({
  page,
}) => {
  test.setTimeout(120_000)
  mkdirSync(galleryDir, { recursive: true })
  for (const path of landings) {
    await page.setViewportSize(viewports[0])
    await page.goto(path)
    await expectLooksRight(page, path, viewports[0])
    expect(await overflowAt(page, { width: 320, height: 640 }), `${path} at 320 px`).toBeNull()
    await page.setViewportSize(viewports[1])
    await expectLooksRight(page, path, viewports[1])
  }
})

/** The landing shown now, at the width it is shown at: its header, hero, blocks and footer, axe, no sideways scrolling, its photograph. */
async function expectLooksRight(page: Page, path: string, viewport: (typeof viewports)[number]) {
  const at = `${path} at ${viewport.width} px`
  const header = page.getByRole('banner')
  const home = header.getByRole('link', { name: 'AI Learning' })
  await expect(home, at).toHaveAttribute('href', '/')
  await expect(home.locator('svg'), `${at}: the logo`).toBeVisible()
  await expect(header.getByRole('link', { name: 'Sign in' }), at).toHaveAttribute('href', '/auth/signin')
  const headerBox = (await header.boundingBox())!
  expect(headerBox.height, `${at}: a compact header`).toBeLessThanOrEqual(72)

  const hero = page.locator('.l-hero img')
  await expect(hero, at).toBeVisible()
  await expect(hero).toHaveAttribute('width', /\d+/)
  await expect(hero).toHaveAttribute('height', /\d+/)
  expect(await hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), `${at}: hero image loaded`).toBe(true)
  if (viewport.name === 'phone') {
    const box = (await page.getByRole('heading', { level: 1 }).boundingBox())!
    expect(box.y + box.height, `${at}: the headline is on the first screen`).toBeLessThan(viewport.height)
  }

  await expect(page.getByTestId('tool-card').first(), at).toBeVisible()
  await expect(page.getByTestId('testimonial').first(), at).toBeVisible()
  expect((await priceTitles(page)).length, `${at}: price blocks`).toBeGreaterThan(0)

  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'Terms of use' }), at).toHaveAttribute('href', '/terms')
  await expect(footer.getByRole('link', { name: 'Privacy policy' }), at).toHaveAttribute('href', '/privacy')
  await expect(footer.getByRole('link', { name: 'Subscription terms' }), at).toHaveAttribute('href', '/subscription-terms')
  await expect(footer, `${at}: this year`).toContainText(`© ${new Date().getUTCFullYear()}`)

  expect(await seriousViolations(page), at).toEqual([])
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), at).toBe(0)
  const name = path === '/' ? 'home' : path.slice(1)
  await galleryPhoto(page, { path: `${galleryDir}/${name}-${viewport.width}.png`, fullPage: true })
}

// Site settings are the flag's default; the content fixture puts them back after the test.
test('the price blocks follow landing_price_block on every landing', { tag: '@shared-content' }, async ({ page, content }) => {
  await content.siteSettings({ landingPriceBlock: 'n_weeks_access', landingPriceBlockWithMentor: false })
  for (const path of landings) {
    await page.goto(path)
    await expect(page.getByRole('region', { name: 'Choose your access' }), path).toHaveAttribute('data-price-block', 'n_weeks_access')
    expect(await priceTitles(page), path).toEqual(['4 weeks of access'])
  }

  await content.siteSettings({ landingPriceBlock: 'annual_access', landingPriceBlockWithMentor: true })
  for (const path of landings) {
    await page.goto(path)
    const prices = page.getByRole('region', { name: 'Choose your access' })
    // No plan sells a curator, so no curator block is shown: each block states the price of the plan it sells.
    expect(await priceTitles(page), path).toEqual(['Annual access'])
    await expect(prices.getByTestId('price-block'), path).toContainText('$129.99 for 1 year')
    await expect(prices.getByTestId('price-block'), path).toContainText('then $129.99 every year')
  }
})

test('creator: the projection chart has day and follower axes and shows its final value', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/creator')
  const chart = page.getByRole('img', { name: /^Projected followers: 1K today, .+ after 90 days$/ })
  await chart.scrollIntoViewIfNeeded()
  await expect(chart).toBeVisible()
  await expect(chart.getByTestId('x-tick')).toHaveText(['Today', 'Day 30', 'Day 60', 'Day 90'])
  expect(await chart.getByTestId('y-tick').count()).toBeGreaterThanOrEqual(3)
  await expect(chart.getByTestId('y-tick').first()).toHaveText('0')

  await page.getByRole('radio', { name: 'TikTok' }).check()
  const label = await chart.getAttribute('aria-label')
  const final = label!.match(/, (.+) after 90 days$/)![1]!
  await expect(chart.locator('.l-chart-value')).toHaveText(final)
  await expect(page.getByText(`Projected after 90 days: ${final} followers`)).toBeVisible()
})

test('the legal pages share the landing header and footer', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/subscription-terms')
  await expect(page.getByRole('banner').getByRole('link', { name: 'AI Learning' })).toHaveAttribute('href', '/')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms')
  expect(await seriousViolations(page)).toEqual([])
  expect(await overflowAt(page, { width: 320, height: 640 })).toBeNull()
})

test('a signed-in student on a landing is offered the app instead of Sign in', async ({ page, student, baseURL }) => {
  await page.context().addCookies([{ name: 'payload-token', value: student.token, url: baseURL! }])
  await page.goto('/landing-v1')
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'My learning' })).toHaveAttribute('href', '/home')
  await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0)
})

test('tool cards show each tool in its CMS colour with its topic count', async ({ page }) => {
  await page.goto('/landing-v2')
  const chatgpt = page.getByTestId('tool-card').filter({ hasText: 'ChatGPT' })
  await expect(chatgpt.locator('.l-pill')).toHaveText('3 topics')
  await expect(chatgpt.locator('.l-icon')).toHaveCSS('background-color', 'rgb(16, 163, 127)')
  await expect(chatgpt).toHaveCSS('border-top-color', 'rgb(16, 163, 127)')
  await expect(page.getByTestId('tool-card').filter({ hasText: 'Midjourney' }).locator('.l-pill')).toHaveText('1 topic')
})
