import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from './test'
import { advance, heading, installClock, openFunnel, passScreen, passUntil, phone, screenTypeOf } from './support/funnel'

// The screens stand still at once (no slide-in): what is tested is the connection, not the motion.
test.use({ viewport: phone, reducedMotion: 'reduce' })

const funnelUrl = '/onboarding/challenge_100k'
const progress = (page: Page) => page.getByRole('progressbar', { name: 'Your progress' })
const errorPage = (page: Page) => page.getByRole('heading', { name: 'Something went wrong' })

/** Waits until the visitor's progress reached the server: a new tab resumes from what it holds. */
async function savedToServer(page: Page, act: () => Promise<void>) {
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/funnel-session') && response.ok())
  await act()
  await saved
}

/**
 * The other screens' renderers arrive one after another in idle time once the first screen works,
 * each within 2 s of the last (prefetch-renderers.ts): done once 3 s pass without a new script. (Network
 * idle was not enough: on a loaded machine the next idle moment came after 500 ms of quiet, and the
 * visitor went offline with a renderer still to fetch.)
 */
async function renderersFetched(page: Page) {
  const scripts = () =>
    page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\.js(\?|$)/.test(entry.name)).length)
  let before = -1
  await expect
    .poll(
      async () => {
        const now = await scripts()
        const settled = now === before
        before = now
        return settled
      },
      { intervals: [3000], timeout: 60_000 },
    )
    .toBe(true)
}

for (const onlineScreens of [0, 3, 6]) {
  test(`the connection drops after ${onlineScreens} screens: every screen up to the email still works, and a new tab resumes there`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000)
    // The loader before the email is fast-forwarded (its own timers end it), not waited for.
    await installClock(page)
    await openFunnel(page, funnelUrl)
    await renderersFetched(page)
    for (let screen = 0; screen < onlineScreens; screen++) await passScreen(page)

    await context.setOffline(true)
    await passUntil(page, (type) => type === 'Email')
    await expect(page.getByLabel('Email address')).toBeVisible()
    await expect(errorPage(page)).toHaveCount(0)
    const reached = await progress(page).getAttribute('aria-valuetext')
    const reachedTitle = await heading(page).textContent()

    await savedToServer(page, () => context.setOffline(false))
    const newTab = await context.newPage()
    await openFunnel(newTab, funnelUrl)
    await expect(progress(newTab)).toHaveAttribute('aria-valuetext', reached ?? '')
    await expect(heading(newTab)).toHaveText(reachedTitle ?? '')
  })
}

test('a screen whose code cannot be fetched says so in place, keeps the answers and appears once it can', async ({ page }) => {
  test.setTimeout(90_000)
  const manifest = JSON.parse(readFileSync('build/.vite/client-manifest.json', 'utf8')) as Record<string, { file: string }>
  const chunk = `/${manifest['app/screens/multiple-option/index.tsx']!.file}`
  let reachable = false
  await page.route(
    (url) => url.pathname === chunk,
    (route) => (reachable ? route.continue() : route.abort('internetdisconnected')),
  )

  await openFunnel(page, funnelUrl)
  await passUntil(page, (type) => type === 'MultipleOption')
  await expect(page.getByRole('heading', { name: 'You seem to be offline' })).toBeVisible()
  await expect(page.getByText('Your answers so far are kept.')).toBeVisible()
  await expect(errorPage(page)).toHaveCount(0)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { name: 'You seem to be offline' })).toBeVisible()

  reachable = true
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('checkbox').first()).toBeVisible()
  expect(await screenTypeOf(page)).toBe('MultipleOption')
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1)
  await advance(page, () => page.getByRole('radio', { checked: true }).click())
  expect(await screenTypeOf(page)).toBe('MultipleOption')
})
