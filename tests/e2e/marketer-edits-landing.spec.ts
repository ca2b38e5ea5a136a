import { expect, signIntoAdminByApi, test } from './test'

test(
  'a marketer edits a landing card in the admin and visitors see it within 5 seconds',
  { tag: '@shared-content' },
  async ({ page, marketer, content }) => {
    // Other tests read the landing: the fixture gives the card its title back, whatever happens here.
    const card = await content.document('landing-cards', 'where[title][equals]=Freelancer', ['title'])
    await signIntoAdminByApi(page, marketer)

    await page.goto(`/admin/collections/landing-cards/${card.id}`)
    const title = `Freelancer ${Date.now()}`
    await page.locator('#field-title').fill(title)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(/updated successfully/i)).toBeVisible()

    const savedAt = Date.now()
    await expect(async () => {
      await page.goto('/')
      await expect(page.getByTestId('audience-card').filter({ hasText: title })).toBeVisible({ timeout: 500 })
    }).toPass({ timeout: 5000 })
    expect(Date.now() - savedAt).toBeLessThan(5000)
  },
)

test('the refund answer in the landing FAQ links to the subscription terms', async ({ page }) => {
  await page.goto('/')
  const faq = page.getByRole('region', { name: 'Frequently asked questions' })
  await faq
    .getByText(/refund/i)
    .first()
    .click()
  await faq.getByRole('link', { name: /subscription terms/i }).click()
  await expect(page).toHaveURL('/subscription-terms')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('start buttons carry the query string and the visitor’s deviceId into the funnel', async ({ page }) => {
  await page.goto('/landing-v1?utm_source=ads&utm_campaign=spring')
  const href = await page.getByRole('link', { name: 'Start my challenge' }).first().getAttribute('href')
  expect(href).toMatch(/^\/onboarding\/challenge_100k\?utm_source=ads&utm_campaign=spring&deviceId=[0-9a-f-]{36}&landing=v1$/)
  await page.reload()
  const again = await page.getByRole('link', { name: 'Start my challenge' }).first().getAttribute('href')
  expect(again, 'the same visitor keeps one deviceId').toBe(href)
})
