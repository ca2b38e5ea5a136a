import { expect, signIntoAdmin, test } from './test'

test('a marketer changes a funnel screen title in the admin and new visitors see it within 5 seconds', async ({
  page,
  context,
  marketer,
  content,
  newVisitor,
}) => {
  // Other tests play challenge_v1: the fixture publishes it back as it is now, whatever happens here.
  const { definition } = await content.funnel('challenge_v1')
  await signIntoAdmin(page, marketer)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])

  const title = `Have you ever tried AI tools? ${Date.now()}`
  definition.screens[0]!.title = title

  await page.goto('/admin/collections/funnels')
  await page
    .getByRole('link', { name: /challenge_v1|AI-experience/i })
    .first()
    .click()
  // The definition is edited the way a power user would: select all in the JSON editor and paste.
  await page.getByRole('tab', { name: 'Advanced (JSON)' }).click()
  const editor = page.locator('.monaco-editor').first()
  await editor.click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.evaluate((text) => navigator.clipboard.writeText(text), JSON.stringify(definition, null, 2))
  await page.keyboard.press('ControlOrMeta+V')
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/^Status:\s*Published$/)).toBeVisible()

  const savedAt = Date.now()
  const visitor = await newVisitor()
  await expect(async () => {
    await visitor.goto('/onboarding/challenge_v1')
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 500 })
  }).toPass({ timeout: 5000 })
  expect(Date.now() - savedAt).toBeLessThan(5000)
})
