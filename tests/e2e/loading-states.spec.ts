import { expect, signInAsStudent, test } from './test'

/**
 * On a slow network (issue #30) a tap in the app is answered at once: the route progress bar runs at
 * the top and, once the next page keeps the student waiting, its skeleton stands in for the page
 * left behind; then the page arrives and both go.
 */
test('a slow network shows the route progress bar and the next page’s skeleton until it arrives', async ({ page, student, baseURL }) => {
  await signInAsStudent(page, student, baseURL!)
  await page.goto('/home')
  await page.waitForLoadState('networkidle')

  const cdp = await page.context().newCDPSession(page)
  // Roughly a poor 3G connection: every request waits 1.5 s before its first byte.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 1500,
    downloadThroughput: (400 * 1024) / 8,
    uploadThroughput: (400 * 1024) / 8,
  })
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' }).click()

  await expect(page.getByRole('progressbar', { name: 'Loading the page' })).toBeVisible()
  const skeleton = page.getByRole('status', { name: 'Loading the page' })
  await expect(skeleton).toBeVisible()
  // The page left behind is not shown meanwhile; the frame (tabs) stays.
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeHidden()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()

  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible({ timeout: 20_000 })
  await expect(skeleton).toBeHidden()
  await expect(page.getByRole('progressbar', { name: 'Loading the page' })).toBeHidden()
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
})
