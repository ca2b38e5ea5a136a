import { phone } from './support/funnel'
import { expect, openFirstLesson, signInAsStudent, test } from './test'

test('on a phone, a student saves a lesson for later, finds it under Profile → Saved, opens it and removes it', async ({
  page,
  student,
  baseURL,
}) => {
  await page.setViewportSize(phone)
  await signInAsStudent(page, student, baseURL!)
  const lessonUrl = await openFirstLesson(page)
  const lessonTitle = (await page.getByRole('heading', { level: 1 }).textContent())!

  await page.getByRole('button', { name: 'Save for later' }).click()
  // Shown at once, and busy until the server has it.
  await expect(page.getByRole('button', { name: 'Remove from saved' })).toBeEnabled()
  // Saved on the server, not only drawn so: a fresh load of the lesson says so too.
  await page.reload()
  await expect(page.getByRole('button', { name: 'Remove from saved' })).toBeVisible()

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click()
  await page.getByRole('link', { name: /^Saved/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Saved lessons' })).toBeVisible()
  const saved = page.getByRole('list', { name: 'Saved lessons' })
  await expect(saved.getByRole('link', { name: lessonTitle, exact: true })).toBeVisible()

  await saved.getByRole('link', { name: lessonTitle, exact: true }).click()
  await expect(page).toHaveURL(lessonUrl)
  await page.goBack()
  await saved.getByRole('button', { name: `Remove ${lessonTitle} from saved` }).click()
  await expect(page.getByRole('heading', { name: 'Nothing saved yet' })).toBeVisible()
  await expect(saved).toHaveCount(0)
})

test.describe('before the page’s JavaScript runs', () => {
  test.use({ javaScriptEnabled: false })

  test('Save for later is a real form: it saves, comes back to the lesson, and Remove on Saved removes it', async ({
    page,
    student,
    baseURL,
  }) => {
    await page.setViewportSize(phone)
    await signInAsStudent(page, student, baseURL!)
    await page.goto('/courses')
    await page.getByRole('link', { name: 'ChatGPT Essentials' }).click()
    await page.getByRole('link', { name: /^Start: / }).click()
    const lessonPath = new URL(page.url()).pathname
    const lessonTitle = (await page.getByRole('heading', { level: 1 }).textContent())!

    await page.getByRole('button', { name: 'Save for later' }).click()
    await expect(page).toHaveURL(new RegExp(`${lessonPath}(\\?.*)?$`))
    await expect(page.getByRole('button', { name: 'Remove from saved' })).toBeVisible()

    await page.goto('/profile/saved')
    await page.getByRole('button', { name: `Remove ${lessonTitle} from saved` }).click()
    await expect(page).toHaveURL(/\/profile\/saved$/)
    await expect(page.getByRole('heading', { name: 'Nothing saved yet' })).toBeVisible()
  })
})
