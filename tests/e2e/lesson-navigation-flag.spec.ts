import { expect, openFirstLesson, signInAsStudent, signIntoAdminByApi, test } from './test'

test('a marketer sets Lesson layout (lesson_navigation_mode) to wall in the admin and a student’s next lesson is one wall, without a restart', async ({
  page,
  baseURL,
  student,
  marketer,
  content,
  newVisitor,
}) => {
  // The admin builds each new array row's form on the server: two nested rows take a while under load.
  test.setTimeout(120_000)
  await content.keepFeatureFlags()
  await signInAsStudent(page, student, baseURL!)
  const lessonUrl = await openFirstLesson(page)
  // The default, page: one section at a time.
  await expect(page.getByText(/^Part 1 of \d+$/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Complete lesson' })).toHaveCount(0)

  const admin = await newVisitor()
  await signIntoAdminByApi(admin, marketer)
  await admin.goto('/admin/globals/feature-flags')
  await admin.getByRole('button', { name: 'Add Rule' }).click()
  await admin.locator('#field-rules__0__key').click()
  // Flags are offered by what they do, in words; the stored key stays lesson_navigation_mode.
  const option = admin.getByRole('option', { name: 'Lesson layout', exact: true })
  await expect(option).toBeVisible()
  await expect(admin.getByRole('option', { name: /_/ })).toHaveCount(0)
  await option.click()
  await admin.getByRole('button', { name: 'Add Variant' }).click()
  await admin.locator('#field-rules__0__variants__0__value').fill('wall', { timeout: 30_000 })
  await admin.getByRole('button', { name: 'Save' }).click()
  await expect(admin.getByText(/updated successfully/i)).toBeVisible()

  // Every section at once, the done button below them: no pages, no Next.
  await expect(async () => {
    await page.goto(lessonUrl)
    await expect(page.getByText(/^Part \d+ of \d+$/)).toHaveCount(0, { timeout: 500 })
  }).toPass({ timeout: 5000 })
  await expect(page.getByRole('button', { name: 'Complete lesson' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0)
})
