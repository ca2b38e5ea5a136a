/**
 * The installed web app (issue #15, item 5). Lighthouse 12 dropped its PWA category (installable
 * manifest, service worker), so installability is asserted here with what Chrome itself checks:
 * the manifest it parsed, its icons, a service worker controlling the page, and Chrome's own
 * `Page.getInstallabilityErrors`. Each test has a fresh browser context, so the worker registered
 * here never serves another test.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumArgs, desktopChromiumExecutable } from './chromium'
import { expect, test } from './test'

type Manifest = {
  name: string
  display: string
  start_url: string
  icons: { src: string; sizes: string; type: string; purpose?: string }[]
}

test('on /home the manifest and the service worker make the app installable, and an offline reload shows the offline page', async ({
  page,
  context,
  baseURL,
  student,
}) => {
  await context.addCookies([{ name: 'payload-token', value: student.token, url: baseURL! }])
  await page.goto('/home')
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible()

  const cdp = await context.newCDPSession(page)
  const parsed = await cdp.send('Page.getAppManifest')
  expect(parsed.url).toBe(`${baseURL}/manifest.webmanifest`)
  expect(parsed.errors).toEqual([])
  const manifest = JSON.parse(parsed.data!) as Manifest
  expect(manifest).toMatchObject({ name: 'AI Learning', display: 'standalone', start_url: '/home?pwa=1' })
  for (const icon of manifest.icons) {
    const response = await page.request.get(icon.src)
    expect(response.status(), icon.src).toBe(200)
    expect(response.headers()['content-type'], icon.src).toContain(icon.type)
  }

  const controller = () => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)
  await expect.poll(controller, { timeout: 15_000 }).toBe(`${baseURL}/sw.js`)
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)
  expect(scope).toBe(`${baseURL}/`)
  // Installability: the next test, in the desktop browser with a profile on disk (Playwright's
  // contexts are incognito, where Chrome installs nothing).

  const cached = await page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname)
    return urls
  })
  expect(cached).toContain('/offline')
  expect(cached.filter((path) => path !== '/offline' && !path.startsWith('/assets/'))).toEqual([])

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible()
  expect(page.url()).toBe(`${baseURL}/home`)

  await context.setOffline(false)
  await page.getByRole('link', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible()
})

test('the app onboarding shows install steps per platform and switches between them', async ({ page }) => {
  await page.goto('/onboarding/app?platform=ios')
  await expect(page.getByRole('heading', { level: 1, name: 'Install AI Learning' })).toBeVisible()
  await expect(page.getByText('Tap Share (the square with an arrow) at the bottom.')).toBeVisible()
  await page.getByRole('navigation', { name: 'Platform' }).getByRole('link', { name: 'Android' }).click()
  await expect(page).toHaveURL(/platform=android$/)
  await expect(page.getByText('Tap the menu (⋮) at the top right.')).toBeVisible()

  await page.goto('/onboarding/app?platform=windows-phone')
  await expect(page.getByRole('heading', { level: 2, name: 'On Android' })).toBeVisible()
})

test('Chrome finds nothing missing to install the app from /home (a profile on disk, as a person has)', async ({
  baseURL,
  student,
  clientAddress,
}) => {
  const profile = mkdtempSync(path.join(tmpdir(), 'pwa-profile-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: desktopChromiumExecutable(),
    args: chromiumArgs,
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': clientAddress(1) },
  })
  try {
    await context.addCookies([{ name: 'payload-token', value: student.token, url: baseURL! }])
    const page = await context.newPage()
    await page.goto('/home')
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 15_000 })
      .toBe(`${baseURL}/sw.js`)
    const cdp = await context.newCDPSession(page)
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([])
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})

test('an installed app opens the app onboarding without a session, and signing out in it ends there', async ({
  page,
  context,
  baseURL,
  student,
}) => {
  // Chrome cannot emulate `(display-mode: standalone)`, so the page is told it matches, as an
  // installed app's would be; the page's own script sets the cookie the server reads from it.
  await page.addInitScript(() => {
    const real = window.matchMedia.bind(window)
    const stored = sessionStorage.getItem('standalone') === 'true'
    window.matchMedia = (query: string) =>
      query === '(display-mode: standalone)' ? ({ matches: stored, media: query } as MediaQueryList) : real(query)
  })
  const setStandalone = async (value: boolean) => {
    await page.evaluate((v) => sessionStorage.setItem('standalone', String(v)), value)
  }
  await page.goto('/onboarding/app')
  await setStandalone(true)
  await page.reload()
  await page.goto('/courses')
  await expect(page).toHaveURL(`${baseURL}/onboarding/app?platform=web`)
  await expect(page.getByRole('heading', { level: 1, name: 'Install AI Learning' })).toBeVisible()

  await context.addCookies([{ name: 'payload-token', value: student.token, url: baseURL! }])
  await page.goto('/home')
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(`${baseURL}/onboarding/app?platform=web`)

  // The same browser as a tab again: its first page drops the cookie, and sign-in is where a private page sends it.
  await setStandalone(false)
  await page.reload()
  await page.goto('/courses')
  await expect(page).toHaveURL(/\/auth\/signin\?redirectTo=%2Fcourses$/)
})
