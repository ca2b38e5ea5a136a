import { phone } from './support/funnel'
import { expect, openFirstLesson, signInAsStudent, test } from './test'

test('the lesson modal asks continue or restart, then view or restart, and the topic page names the lesson to continue', async ({
  page,
  student,
  baseURL,
}) => {
  await signInAsStudent(page, student, baseURL!)
  const lessonUrl = await openFirstLesson(page)
  const lessonTitle = (await page.getByRole('heading', { level: 1 }).textContent())!
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\?page=1$/)

  const openTopic = async () => {
    // The lesson page's breadcrumb: course · topic.
    await page.locator('a[href*="/topic/"]:not([href*="/lesson/"])').first().click()
    await expect(page).toHaveURL(/\/topic\/\d+$/)
  }
  const lessonLink = page.locator('.lesson-list').getByRole('link', { name: lessonTitle, exact: true })
  const modal = page.getByRole('dialog', { name: lessonTitle })

  await test.step('in progress: the topic page continues it, and its link asks continue or restart', async () => {
    await openTopic()
    await expect(page.getByRole('link', { name: `Continue: ${lessonTitle}` })).toHaveAttribute('href', new URL(lessonUrl).pathname)
    await lessonLink.click()
    await expect(modal.getByRole('link')).toHaveText(['Continue', 'Restart'])
    await page.keyboard.press('Escape')
    await expect(modal).toBeHidden()
    await expect(lessonLink).toBeFocused()
    await lessonLink.click()
    await modal.getByRole('link', { name: 'Continue' }).click()
    await expect(page).toHaveURL(`${lessonUrl}?page=1`)
  })

  await test.step('the student answers the practice and completes the lesson; the streak is celebrated after Complete lesson', async () => {
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByLabel('When you switch to an unrelated topic').check()
    await page.getByRole('button', { name: 'Check answer' }).click()
    await expect(page.getByText(/^Completed\./)).toBeVisible()
    // The answer started today's streak, but nothing covers the lesson in the middle of it.
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.getByRole('button', { name: 'Complete lesson' }).click()
    const streak = page.getByRole('dialog', { name: /Streak: 1 day/ })
    await expect(streak).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Lesson complete!' })).toBeAttached()
    await expect(page.getByTestId('complete-streak')).toContainText('+1 today')
    // Every modal closes from its corner too.
    await streak.getByRole('button', { name: 'Close' }).click()
    await expect(streak).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Lesson complete!' })).toBeVisible()
  })

  await test.step('completed: view or restart; restart reads from the start with the practice cleared, still completed', async () => {
    await openTopic()
    // The next lesson to continue is no longer the completed one.
    await expect(page.getByRole('link', { name: /^Continue: / })).not.toHaveText(`Continue: ${lessonTitle}`)
    await lessonLink.click()
    await expect(modal.getByRole('link')).toHaveText(['View', 'Restart'])
    await modal.getByRole('link', { name: 'Restart' }).click()
    await expect(page).toHaveURL(`${lessonUrl}?page=0`)
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByRole('button', { name: 'Skip practice' })).toBeVisible()
    await openTopic()
    await expect(lessonLink.locator('xpath=..').locator('.lesson-row__status')).toHaveText('Completed')
  })
})

test.describe('the intro lesson', () => {
  test.use({ viewport: phone })

  test('encourages once at its middle, without taking focus or blocking the onboarding’s done button', async ({
    page,
    student,
    baseURL,
  }) => {
    await signInAsStudent(page, student, baseURL!)
    await page.goto('/course/31/topic/72/lesson/383?source=onboarding')
    const popup = page.getByRole('complementary', { name: 'Halfway there' })
    await expect(page.getByRole('heading', { level: 1, name: 'Meet your AI assistant' })).toBeVisible()
    await expect(popup).toHaveCount(0)

    await page.getByRole('heading', { name: 'Try it yourself' }).scrollIntoViewIfNeeded()
    await expect(popup).toBeVisible()
    await expect(popup.getByRole('button', { name: 'Dismiss' })).not.toBeFocused()
    await popup.getByRole('button', { name: 'Dismiss' }).click()
    await expect(popup).toHaveCount(0)

    await page.reload()
    await page.getByRole('heading', { name: 'Try it yourself' }).scrollIntoViewIfNeeded()
    await expect(page.getByRole('button', { name: 'Complete lesson' })).toBeVisible()
    await expect(popup).toHaveCount(0)
  })

  test('its popup never covers the done button', async ({ page, student, baseURL }) => {
    await signInAsStudent(page, student, baseURL!)
    await page.goto('/course/31/topic/72/lesson/383?source=onboarding')
    await page.getByRole('heading', { name: 'Try it yourself' }).scrollIntoViewIfNeeded()
    await expect(page.getByRole('complementary', { name: 'Halfway there' })).toBeVisible()
    // Playwright refuses to click an element another one covers.
    await page.getByRole('button', { name: 'Complete lesson' }).click({ timeout: 5_000 })
    await expect(page.getByRole('heading', { name: 'Lesson complete!' })).toBeVisible()
  })
})
