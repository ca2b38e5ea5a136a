import { expect, type Page, test } from './test'

/** The learning app's frame (issue #17): tab bar on phones, sidebar on desktop, one set of destinations. */

const phone = { width: 375, height: 812 }
const desktop = { width: 1280, height: 800 }

async function signIn(page: Page, token: string, baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'payload-token', value: token, url: baseURL! }])
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

test('phone: a compact header and a bottom tab bar that marks the page and navigates', async ({ page, student, baseURL }) => {
  await page.setViewportSize(phone)
  await signIn(page, student.token, baseURL)
  await page.goto('/home')

  const header = await page.getByRole('banner').boundingBox()
  expect(header!.height).toBeLessThanOrEqual(56)
  const nav = mainNav(page)
  await expect(nav).toBeVisible()
  const bar = (await nav.boundingBox())!
  expect(bar.y + bar.height).toBeCloseTo(phone.height, 0)
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Courses', 'Challenges', 'Assistant', 'Profile'])
  for (const link of await nav.getByRole('link').all()) {
    const box = (await link.boundingBox())!
    expect(box.height).toBeGreaterThanOrEqual(44)
    expect(box.width).toBeGreaterThanOrEqual(44)
  }
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.locator('[aria-current]')).toHaveCount(1)
  // Nothing hides behind the bar: the page's end scrolls clear of it.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  const lastContent = (await page.getByRole('main').locator(':scope > *').last().boundingBox())!
  expect(lastContent.y + lastContent.height).toBeLessThanOrEqual(bar.y + 1)
  expect(await horizontalOverflow(page)).toBe(0)

  await nav.getByRole('link', { name: 'Courses' }).click()
  await expect(page).toHaveURL(/\/courses$/)
  await expect(nav.getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
  expect(await horizontalOverflow(page)).toBe(0)

  // A course page belongs to Courses; the server already says so (no JavaScript needed).
  const course = await page.getByRole('link', { name: 'ChatGPT Essentials' }).getAttribute('href')
  const html = await page.evaluate(async (href) => (await fetch(href!)).text(), course)
  expect(html).toMatch(/<a[^>]*aria-current="true"[^>]*href="\/courses"|<a[^>]*href="\/courses"[^>]*aria-current="true"/)

  await nav.getByRole('link', { name: 'Challenges' }).click()
  await expect(page).toHaveURL(/\/challenges$/)
  await expect(nav.getByRole('link', { name: 'Challenges' })).toHaveAttribute('aria-current', 'page')
  await nav.getByRole('link', { name: 'Profile' }).click()
  await expect(page).toHaveURL(/\/profile$/)
  await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page')
})

test('phone: the skip link is the first stop and moves focus to the page', async ({ page, student, baseURL }) => {
  await page.setViewportSize(phone)
  await signIn(page, student.token, baseURL)
  await page.goto('/courses')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
})

test('desktop: a sidebar with the same destinations and no bottom bar', async ({ page, student, baseURL }) => {
  await page.setViewportSize(desktop)
  await signIn(page, student.token, baseURL)
  await page.goto('/courses')
  const nav = mainNav(page)
  await expect(nav).toBeVisible()
  const side = (await nav.boundingBox())!
  const main = (await page.getByRole('main').boundingBox())!
  expect(side.x).toBe(0)
  expect(side.x + side.width).toBeLessThanOrEqual(main.x)
  expect(side.height).toBeGreaterThan(400)
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Courses', 'Challenges', 'Assistant', 'Profile'])
  await expect(nav.getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page')
  expect(await horizontalOverflow(page)).toBe(0)

  await nav.getByRole('link', { name: 'Home' }).click()
  await expect(page).toHaveURL(/\/home$/)
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
  expect(await horizontalOverflow(page)).toBe(0)
})

// axe on every app page at 375 and 1280 px: app-gallery.spec.ts.

test.describe('offline before Remix has learned the next page', () => {
  // page.route holds back route discovery; a service worker would pass requests by it.
  test.use({ serviceWorkers: 'block' })

  test('phone: a tab tapped offline whose route is not known yet still opens the in-app offline view with the tab bar', async ({
    page,
    student,
    baseURL,
  }) => {
    await page.setViewportSize(phone)
    await signIn(page, student.token, baseURL)
    // Remix learns the routes of a page's links from /__manifest after hydrating (lazy route
    // discovery); a network that drops before that answer leaves the root as the only error view.
    const discovery = /\/__manifest\?/
    let asked = 0
    await page.route(discovery, (route) => {
      asked += 1
      return route.abort('internetdisconnected')
    })
    await page.goto('/home')
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect.poll(() => asked, 'Remix asked for the routes of Home’s links').toBeGreaterThan(0)
    await page.context().setOffline(true)
    await mainNav(page).getByRole('link', { name: 'Courses' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible()
    await expect(mainNav(page).getByRole('link', { name: 'Home' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/courses')

    // Back online, Try again opens the page in place.
    await page.context().setOffline(false)
    await page.unroute(discovery)
    await page.getByRole('link', { name: 'Try again' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible()
  })
})
