import { expect, signInAsStudent, test } from './test'

// What a tap does on a phone still loading the page's scripts: the lesson's buttons are forms.
test.use({ javaScriptEnabled: false })

test('without JavaScript a lesson pages back and forth, skips its practice and is completed', async ({ page, student, baseURL }) => {
  await signInAsStudent(page, student, baseURL!)
  await page.goto('/courses')
  await page.getByRole('link', { name: 'ChatGPT Essentials' }).click()
  await page.getByRole('link', { name: /^Start: / }).click()
  await expect(page.getByText('Part 1 of 3')).toBeVisible()

  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\?page=1$/)
  await expect(page.getByText('Part 2 of 3')).toBeVisible()
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page).toHaveURL(/\?page=0$/)
  await expect(page.getByText('Part 1 of 3')).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('Part 3 of 3')).toBeVisible()

  // The practice page: skipping posts the skip and lands on the finished view, which has an address.
  await page.getByRole('button', { name: 'Skip practice' }).click()
  await expect(page).toHaveURL(/\?page=2&finished=1$/)
  await page.getByRole('button', { name: 'Complete lesson' }).click()
  await expect(page.getByRole('heading', { name: 'Lesson completed' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Done' })).toHaveAttribute('href', /^\/course\/\d+$/)

  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page).toHaveURL(/\?page=2$/)
  await expect(page.getByText('Part 3 of 3')).toBeVisible()
  // The skip was stored with the post.
  await expect(page.getByRole('status').filter({ hasText: 'Skipped.' })).toBeVisible()
})
