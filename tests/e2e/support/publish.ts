import { expect, type Locator, type Page } from '@playwright/test'

/** The review sheet the funnel's Publish button opens (issue #47). */
export async function openReview(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Publish changes…' }).click()
  const sheet = page.getByRole('dialog', { name: /^Review before publishing/ })
  await expect(sheet).toBeVisible()
  return sheet
}

/** Publish → review → "Publish to everyone": what Publish did in one click before the review. */
export async function publishToEveryone(page: Page): Promise<void> {
  const sheet = await openReview(page)
  await sheet.getByRole('button', { name: 'Publish to everyone', exact: true }).click()
  await expect(sheet).toBeHidden()
}
