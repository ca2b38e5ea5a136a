import { expect, signIntoAdminByApi, test } from './test'
import { seriousViolations } from './support/axe'
import { watchConsoleErrors } from './support/console-errors'
import { galleryPhoto } from './support/gallery'

test('a funnel started from a template shows the first screens to choose from and gets an id and a title of its own', async ({
  page,
  marketer,
  content,
}) => {
  const consoleErrors = watchConsoleErrors(page)
  await signIntoAdminByApi(page, marketer)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/admin/collections/funnels/create')

  const renewal = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Start from this funnel: Renewal paywall' }) })
  await expect(renewal.locator('.studio-start__headline')).toHaveText('Welcome back! Your AI journey is waiting')
  await expect(renewal.locator('img.studio-start__picture')).toHaveJSProperty('complete', true)
  expect(await renewal.locator('img.studio-start__picture').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  // Tokens read as their values, never as {{…}}.
  await expect(page.locator('.studio-start__list')).not.toContainText('{{')
  expect(await seriousViolations(page, '.funnel-studio')).toEqual([])
  await galleryPhoto(page, { path: 'tests/e2e/.artifacts/admin-gallery/funnel-templates-1280.png', fullPage: true })

  await renewal.getByRole('button', { name: /^Start from this/ }).click()
  const id = page.getByRole('textbox', { name: 'Funnel Id *', exact: true })
  const title = page.getByRole('textbox', { name: 'Title *', exact: true })
  await expect(id).toHaveValue(/^renew_copy(_\d+)?$/)
  await expect(title).toHaveValue(/^Renewal paywall \(copy( \d+)?\)$/)

  const named = `Win-back ${Date.now()}`
  await title.fill(named)
  await page.getByRole('button', { name: 'Save Draft' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/funnels\/\d+/)
  const docId = Number(/funnels\/(\d+)/.exec(page.url())![1])
  content.deleteAfter('funnels', docId)

  // One funnel, one name: the saved definition carries the funnel's own id and title, not the template's.
  // Read as the admin page reads (same origin, the staff cookie).
  const saved = (await page.evaluate(
    async (url) => (await (await fetch(url, { credentials: 'include' })).json()) as unknown,
    `/cms/api/funnels/${docId}?draft=true&depth=0`,
  )) as { funnelId: string; title: string; definition: { id: string; title: string; description: string } }
  expect(saved.title).toBe(named)
  expect(saved.definition.id).toBe(saved.funnelId)
  expect(saved.definition.title).toBe(named)
  expect(saved.definition.description).toContain('Started from “Renewal paywall”')
  consoleErrors.expectNone()
})
