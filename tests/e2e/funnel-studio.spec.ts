import { mkdirSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, signIntoAdmin, test } from './test'

const gallery = 'tests/e2e/.artifacts/admin-gallery'

async function openStudio(page: Page) {
  await page.goto('/admin/collections/funnels')
  await page
    .getByRole('link', { name: /challenge_v1|AI-experience/i })
    .first()
    .click()
  await expect(page.getByRole('tab', { name: 'Studio', selected: true })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Screens' })).toBeVisible()
}

test('a marketer adds and moves a screen in the studio, sees it in the preview and the change summary, publishes, and visitors see it', async ({
  page,
  marketer,
  content,
  newVisitor,
}) => {
  await content.funnel('challenge_v1')
  await signIntoAdmin(page, marketer)
  await page.setViewportSize({ width: 1280, height: 900 })
  await openStudio(page)

  const title = `Which tool would you try first? ${Date.now()}`
  await page.getByLabel('New screen type').selectOption({ label: 'Single choice' })
  await page.getByRole('button', { name: 'Add screen' }).click()
  await page.getByLabel('Title', { exact: true }).fill(title)
  await page.getByRole('group', { name: 'Option 1', exact: true }).getByLabel('Text').fill('ChatGPT')
  await page.getByRole('group', { name: 'Option 2', exact: true }).getByLabel('Text').fill('Midjourney')
  await page.getByRole('group', { name: 'Option 3', exact: true }).getByLabel('Text').fill('Gemini')

  const preview = page.frameLocator('iframe[title^="Phone preview"]')
  await expect(preview.getByRole('heading', { name: title })).toBeVisible()
  await expect(preview.getByText('Midjourney')).toBeVisible()

  // The new screen (second in the list) moves to the top, by its keyboard-reachable button.
  const row = page.locator('.studio-screen', { hasText: title })
  await row.getByRole('button', { name: /Move .* up/ }).click()
  await expect(page.locator('.studio-screen').first()).toContainText(title)

  await page.getByRole('button', { name: 'Changes before publishing' }).click()
  await expect(page.getByText(new RegExp(`Added the screen “${title}” \\(single choice\\) at position 1`))).toBeVisible()

  mkdirSync(gallery, { recursive: true })
  const { violations } = await new AxeBuilder({ page }).include('.funnel-studio').analyze()
  expect(violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([])
  await page.screenshot({ path: `${gallery}/funnel-studio-1280.png`, fullPage: true })
  await page.setViewportSize({ width: 900, height: 1100 })
  await page.screenshot({ path: `${gallery}/funnel-studio-tablet.png`, fullPage: true })

  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/^Status:\s*Published$/)).toBeVisible()

  const visitor = await newVisitor()
  await expect(async () => {
    await visitor.goto('/onboarding/challenge_v1')
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 500 })
  }).toPass({ timeout: 5000 })
  await expect(visitor.getByText('Gemini')).toBeVisible()
})

test('an invalid value shows its message on its field and nothing is saved', async ({ page, marketer, content }) => {
  const { definition } = await content.funnel('challenge_v1')
  await signIntoAdmin(page, marketer)
  await openStudio(page)

  const field = page.getByLabel('Screen name (used by rules)')
  await field.fill('1 bad name')
  await expect(page.getByRole('alert').filter({ hasText: 'Use letters, digits, _ or -, starting with a letter' })).toBeVisible()
  await expect(field).toHaveAttribute('aria-invalid', 'true')

  await page.getByRole('button', { name: 'Publish changes' }).click()
  await page.reload()
  await expect(page.getByLabel('Screen name (used by rules)')).toHaveValue(String((definition.screens[0] as { id?: string }).id))
})
