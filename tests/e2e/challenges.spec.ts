import { expect, type Page, test } from './test'

/** Challenge pages (issue #15): the list for a trial student on the apps, and the challenge FAQ. */

async function signIn(page: Page, token: string, baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'payload-token', value: token, url: baseURL! }])
}

test('a trial student on the app is told the trial hides the challenges, not that they are all finished', async ({
  page,
  student,
  baseURL,
}) => {
  await signIn(page, student.token, baseURL)
  await page.goto('/challenges?platform=ios')
  await expect(page.getByText('Challenges come with the full subscription, so they are hidden during your trial.')).toBeVisible()
  await expect(page.getByText(/finished every challenge/)).toHaveCount(0)
  await page.getByRole('link', { name: 'browse courses' }).click()
  await expect(page).toHaveURL(/\/courses$/)
})

test('a challenge page answers its FAQ in disclosures that open from the keyboard', async ({ page, student, baseURL }) => {
  await signIn(page, student.token, baseURL)
  await page.goto('/challenges')
  await page.getByRole('link', { name: '28-Day AI Income Growth Challenge' }).click()
  await expect(page.getByRole('heading', { level: 1, name: '28-Day AI Income Growth Challenge' })).toBeVisible()

  const faq = page.getByRole('region', { name: 'Frequently asked questions' })
  const question = faq.getByRole('button', { name: 'Is the challenge suitable for beginners?' })
  const answer = faq.getByText('The first week starts from the basics')
  await expect(answer).toBeHidden()
  await question.focus()
  await page.keyboard.press('Enter')
  await expect(answer).toBeVisible()
  await expect(question).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Enter')
  await expect(answer).toBeHidden()
  await expect(question).toHaveAttribute('aria-expanded', 'false')
})
