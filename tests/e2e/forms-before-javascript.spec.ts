import { expect, seededLessonPath, signInAsStudent, test, uniqueEmail } from './test'

/**
 * A person on a slow phone types and presses before the page's JavaScript has run; the form then
 * posts as plain HTML and the server draws the page again. What they typed must still be there and
 * the press must do what it says (the CI flakes of stop 50 were exactly this, under load).
 */
test.describe('forms pressed before the page’s JavaScript ran', () => {
  test.use({ javaScriptEnabled: false })

  test('sign-up: a refusal keeps the name and email typed, never the password', async ({ page }) => {
    const email = uniqueEmail('no-js-signup')
    await page.goto('/auth/signup')
    await page.getByLabel('First name').fill('Ada')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill('abc')
    await page.getByLabel('Confirm password').fill('abd')
    await page.getByRole('button', { name: 'Sign up' }).click()
    await expect(page.getByText('Password must be at least 8 characters long.')).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveValue(email)
    await expect(page.getByLabel('First name')).toHaveValue('Ada')
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('')

    await page.getByLabel('Password', { exact: true }).fill('Learn!ng2026')
    await page.getByLabel('Confirm password').fill('Learn!ng2026')
    await page.getByRole('button', { name: 'Sign up' }).click()
    await expect(page).toHaveURL(/\/home$/)
  })

  test('a lesson task: Check answer grades the answer typed, and the page keeps it', async ({ page, student, admin, baseURL }) => {
    await signInAsStudent(page, student, baseURL!)
    await page.goto(`${await seededLessonPath(admin, 'The four parts of a good prompt')}?page=2`)
    const task = page.getByTestId('task').filter({ hasText: 'Write a prompt with all four parts' })
    const prompt = task.getByRole('textbox', { name: 'Your prompt' })
    await prompt.fill('Tell me about running.')
    await task.getByRole('button', { name: 'Check answer' }).click()
    await expect(task.getByRole('status')).toContainText('Role: start with who the AI should be')
    await expect(prompt).toHaveValue('Tell me about running.')

    await prompt.fill(
      'You are a friendly running coach. I am a beginner with 30 minutes a day and no equipment. Create a 3-day running plan for my first week. ' +
        'Answer as a table with day, exercise and minutes, keep it under 100 words and use a simple, encouraging tone.',
    )
    await task.getByRole('button', { name: 'Check again' }).click()
    await expect(task.getByRole('status')).toContainText('Completed.')
  })
})
