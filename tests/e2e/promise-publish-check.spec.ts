import { expect, signIntoAdminByApi, test } from './test'

// Issue #46: the admin tells a marketer which claim the product does not back before it goes live.
test('the admin refuses a landing card promising more courses than are published, naming the claim and what the product offers', async ({
  page,
  marketer,
  content,
}) => {
  // The save is refused, so the card keeps its words; the fixture restores them should it not be.
  const card = await content.document('landing-cards', 'where[title][equals]=Entrepreneur', ['description'])
  await signIntoAdminByApi(page, marketer)

  await page.goto(`/admin/collections/landing-cards/${card.id}`)
  await page.locator('#field-description').fill('Run your business with a personal AI team and 500 AI courses.')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/^“500 AI courses”: the catalogue has \d+ published courses\./)).toBeVisible()
  await expect(page.getByText(/updated successfully/i)).not.toBeVisible()
})
