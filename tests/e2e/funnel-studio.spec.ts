import { mkdirSync } from 'node:fs'
import { expect, type Page, signIntoAdminByApi, test, uniqueFunnelId } from './test'
import { seriousViolations } from './support/axe'
import { watchConsoleErrors } from './support/console-errors'
import { advance, heading, openFunnel } from './support/funnel'
import { galleryPhoto } from './support/gallery'
import { openReview, publishToEveryone } from './support/publish'

const gallery = 'tests/e2e/.artifacts/admin-gallery'

const studioForm = (page: Page) => page.locator('.studio-layout__form')
const preview = (page: Page) => page.frameLocator('iframe[title^="Phone preview"]')

async function expectNoSeriousAxeFindings(page: Page) {
  expect(await seriousViolations(page, '.funnel-studio')).toEqual([])
}

test('a marketer builds a funnel from a template in the studio, without JSON, and visitors get it as previewed', async ({
  page,
  baseURL,
  marketer,
  content,
  newVisitor,
}) => {
  test.setTimeout(120_000)
  const consoleErrors = watchConsoleErrors(page)
  const funnelId = uniqueFunnelId('studio')
  await signIntoAdminByApi(page, marketer)
  await page.setViewportSize({ width: 1280, height: 900 })

  await page.goto('/admin/collections/funnels/create')
  await page.getByRole('textbox', { name: 'Funnel Id *', exact: true }).fill(funnelId)
  await page.getByRole('textbox', { name: 'Title *', exact: true }).fill(`Studio test ${funnelId}`)
  await page.getByRole('button', { name: 'Start from this funnel: Renewal paywall' }).first().click()
  await expect(preview(page).getByRole('heading', { name: 'Welcome back! Your AI journey is waiting' })).toBeVisible()

  const title = `Which tool would you try first? ${Date.now()}`
  await test.step('add a single-choice screen with three options and see it in the phone', async () => {
    await page.getByLabel('New screen type').selectOption({ label: 'Single choice' })
    await page.getByRole('button', { name: 'Add screen' }).click()
    await studioForm(page).getByLabel('Title', { exact: true }).fill(title)
    for (const [at, text] of ['ChatGPT', 'Midjourney', 'Gemini'].entries())
      await studioForm(page)
        .getByRole('group', { name: `Option ${at + 1}`, exact: true })
        .getByLabel('Text', { exact: true })
        .fill(text)
    await expect(preview(page).getByRole('heading', { name: title })).toBeVisible()
    await expect(preview(page).getByRole('radio', { name: 'Midjourney' })).toBeVisible()
  })

  await test.step('move it above the welcome screen; walking the phone forward now reaches the welcome screen', async () => {
    await expect(page.locator('.studio-screen').nth(1)).toContainText(title)
    await page
      .locator('.studio-screen', { hasText: title })
      .getByRole('button', { name: /^Move .* up$/ })
      .click()
    await expect(page.locator('.studio-screen').first()).toContainText(title)
    await page.getByRole('button', { name: 'Walk forward' }).click()
    await expect(preview(page).getByRole('heading', { name: 'Welcome back! Your AI journey is waiting' })).toBeVisible()
  })

  await test.step('play a path of the funnel in the phone, screen by screen', async () => {
    await page.getByRole('button', { name: 'Play a path…' }).click()
    await page.getByLabel('Play a path', { exact: true }).selectOption({ index: 1 })
    const where = page.locator('.studio-paths__step p')
    await expect(where).toHaveText(new RegExp(`^Screen 1 of \\d+: “${title.replace(/[?]/g, '\\?')}”`))
    await expect(preview(page).getByRole('heading', { name: title })).toBeVisible()
    await page.getByRole('button', { name: 'Next on this path' }).click()
    await expect(where).toHaveText(/^Screen 2 of \d+: “Welcome back/)
    await expect(preview(page).getByRole('heading', { name: 'Welcome back! Your AI journey is waiting' })).toBeVisible()
    await expect(page.locator('.studio-screen--selected')).toContainText('Welcome back')
  })

  await test.step("change the paywall's plans in the settings; the phone shows the paywall with them", async () => {
    await page.getByRole('button', { name: 'Funnel settings' }).click()
    await studioForm(page).getByLabel('Plan set', { exact: true }).selectOption({ label: '1-week trial · 4-week plan · 12-week plan' })
    await expect(preview(page).getByText('1-week trial')).toBeVisible()
    await expect(preview(page).getByText('1-month plan')).toHaveCount(0)
  })

  await test.step('the image sets on the site are cards with their pictures, saying which lack this funnel’s', async () => {
    const sets = studioForm(page).getByRole('group', { name: 'Image set' })
    await expect(sets.getByRole('radio', { name: /^Standard set/ })).toBeChecked()
    await expect(sets.locator('.studio-image-set', { hasText: 'Standard set' })).toContainText('Has the picture this funnel uses.')
    await expect(sets.locator('.studio-image-set', { hasText: 'Standard set' }).locator('img').first()).toHaveAttribute(
      'src',
      '/images/funnels/default/renew-welcome.svg',
    )
    await expect(sets.locator('.studio-image-set', { hasText: 'Set 2' })).toContainText(
      'Lacks the picture this funnel uses: renew welcome.',
    )
    await sets.getByText('Set 2', { exact: true }).click()
    await expect(sets.getByRole('radio', { name: /^Set 2/ })).toBeChecked()
    await sets.getByText('Standard set', { exact: true }).click()
    await expect(sets.getByRole('radio', { name: /^Standard set/ })).toBeChecked()
  })

  await test.step('read the change summary', async () => {
    await page.getByRole('button', { name: 'Changes before publishing' }).click()
    const summary = page.getByRole('region', { name: 'Changes before publishing' })
    await expect(summary).toContainText('Compared with “Renewal paywall”, the funnel it started from')
    await expect(summary.getByRole('listitem')).toHaveText([
      `Added the screen “${title}” (single choice) at position 1.`,
      "Changed the paywall's plans from “1-month plan · 3-month plan · 1-year plan” to “1-week trial · 4-week plan · 12-week plan”.",
    ])
  })

  await test.step('the studio reads well and passes axe at 1280 px and a tablet width', async () => {
    await expectNoSeriousAxeFindings(page)
    mkdirSync(gallery, { recursive: true })
    await galleryPhoto(page, { path: `${gallery}/funnel-studio-1280.png`, fullPage: true })
    await page.setViewportSize({ width: 820, height: 1180 })
    await page
      .locator('.studio-screen', { hasText: title })
      .getByRole('button', { name: /^Which tool would you/ })
      .click()
    await expectNoSeriousAxeFindings(page)
    await galleryPhoto(page, { path: `${gallery}/funnel-studio-820.png`, fullPage: true })
    await page.setViewportSize({ width: 1280, height: 900 })
  })

  await publishToEveryone(page)
  await expect(page.getByText(/^Status:\s*Published$/)).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/collections\/funnels\/\d+/)
  content.deleteAfter('funnels', Number(/funnels\/(\d+)/.exec(page.url())![1]))

  const visitor = await newVisitor()
  await openFunnel(visitor, `/onboarding/${funnelId}`)
  await expect(heading(visitor)).toHaveText(title)
  await advance(visitor, () => visitor.getByRole('radio', { name: 'Gemini' }).click())
  await expect(heading(visitor)).toHaveText('Welcome back! Your AI journey is waiting')
  await advance(visitor, () => visitor.getByRole('button', { name: 'Continue' }).click())
  await advance(visitor, () => visitor.getByRole('radio', { name: 'Earning more with AI' }).click())
  await expect(visitor.getByText('1-week trial')).toBeVisible()

  await test.step("the studio's list shows where this visitor left, from the report", async () => {
    const studio = page.url()
    const firstRow = page.locator('.studio-screen', { hasText: title }).locator('.studio-screen__drop-off')
    // The report reads rollups a few seconds behind the events: asked over HTTP until they are in,
    // rather than by loading the studio again and again.
    await expect(async () => {
      const figures = await page.request.get(`/cms/api/analytics/screen-drop-off?funnelId=${funnelId}&period=7d`, {
        headers: { Origin: baseURL! },
      })
      expect(((await figures.json()) as { screens: { saw: number }[] }).screens[0]?.saw).toBe(1)
    }).toPass({ timeout: 45_000 })
    await expect(async () => {
      await page.goto(studio)
      await expect(firstRow.locator('[aria-hidden="true"]')).toHaveText('0% left', { timeout: 3000 })
    }).toPass({ timeout: 45_000 })
    await expect(firstRow).toHaveAttribute('title', '0% left here: 0 of the 1 visitor who saw it (last 7 days).')
    await page.getByRole('group', { name: 'Drop-off period' }).getByRole('button', { name: 'Today' }).click()
    await expect(firstRow).toHaveAttribute('title', /\(today\)\.$/)
    await expect(page.getByRole('link', { name: 'Open in the funnel report' })).toHaveAttribute('href', new RegExp(`funnelId=${funnelId}`))
  })
  consoleErrors.expectNone()
})

test('an invalid value shows its message on its field and nothing is saved', async ({ page, marketer, content }) => {
  // Publishing the invalid value is refused with a 400, which Chromium logs; nothing else may be.
  const consoleErrors = watchConsoleErrors(page, [
    /^Failed to load resource: .* 400 \(Bad Request\) \(http:\/\/[^/]+\/cms\/api\/funnels\/\d+\?/,
  ])
  const { id, definition } = await content.funnel('challenge_v1')
  await signIntoAdminByApi(page, marketer)
  await page.goto(`/admin/collections/funnels/${id}`)
  await expect(page.getByRole('tab', { name: 'Studio', selected: true })).toBeVisible()

  const field = studioForm(page).getByLabel('Screen name (used by rules)')
  await field.fill('1 bad name')
  const message = studioForm(page).getByRole('alert').filter({ hasText: 'Use letters, digits, _ or -, starting with a letter' })
  await expect(message).toBeVisible()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  const messageId = String(await message.getAttribute('id'))
  await expect(field).toHaveAttribute('aria-describedby', new RegExp(messageId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))

  // Each message says what to do in the marketer's words, never zod's “Too small: expected string…”.
  await field.fill('')
  await expect(
    studioForm(page).getByRole('alert').filter({ hasText: 'Give this screen a name — rules and answers refer to it' }),
  ).toBeVisible()
  await expect(studioForm(page).getByText(/expected|Too small/)).toHaveCount(0)
  // A name two screens share shows on both, with why to rename one — not only a count.
  const second = String((definition.screens[1] as { id?: string }).id)
  await field.fill(second)
  const duplicate = `Two screens are called “${second}” (screens 1 and 2): rename one — rules and answers refer to screens by name`
  await expect(studioForm(page).getByRole('alert').filter({ hasText: duplicate })).toBeVisible()
  await expect(page.locator('.studio-screen__problem').filter({ hasText: duplicate })).toHaveCount(2)

  // Publish is refused: the review lists the problems instead of offering to publish.
  const review = await openReview(page)
  await expect(review.getByRole('button', { name: /Give this screen a name|Two screens are called/ }).first()).toBeVisible()
  await page.reload()
  await expect(studioForm(page).getByLabel('Screen name (used by rules)')).toHaveValue(
    String((definition.screens[0] as { id?: string }).id),
  )
  consoleErrors.expectNone()
})
