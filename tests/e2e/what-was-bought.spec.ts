import { expect, finishProductTour, test, uniqueEmail } from './test'

/**
 * Issue #30 "Show what was bought": Home greets the student by the name they typed, the course
 * list opens on "All" (first in the filter), today's streak is the current one, and course, topic
 * and settings pages have an in-app way back.
 */
test('home greets by name, courses open on All, and inner pages lead back', async ({ page, request, baseURL }) => {
  const account = { email: uniqueEmail('named'), password: 'Student-1!pass', firstname: 'Ada' }
  const response = await request.post('/api/auth/signup', { data: account, headers: { Origin: baseURL! } })
  expect(response.ok()).toBe(true)
  const { token } = (await response.json()) as { token: string }
  // A new account meets the product onboarding first (#32.8); this test is about the pages after it.
  await finishProductTour(request, token, baseURL!)
  await page.context().addCookies([{ name: 'payload-token', value: token, url: baseURL! }])

  await page.goto('/home')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Ada')

  await page.goto('/courses')
  const filters = page.getByRole('group', { name: 'Filter by tag' }).getByRole('button')
  await expect(filters.first()).toHaveText('All')
  await expect(filters.first()).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('button', { name: 'Beginner' })).toHaveAttribute('aria-pressed', 'false')

  await page.getByRole('link', { name: 'ChatGPT Essentials' }).click()
  await expect(page).toHaveURL(/\/course\/\d+$/)
  const courseUrl = page.url()
  await page.getByRole('heading', { level: 2 }).getByRole('link').first().click()
  await expect(page).toHaveURL(/\/topic\/\d+$/)
  await page.getByRole('link', { name: 'ChatGPT Essentials' }).first().click()
  await expect(page).toHaveURL(courseUrl)
  await page.getByRole('main').getByRole('link', { name: 'Courses', exact: true }).click()
  await expect(page).toHaveURL(/\/courses$/)

  await page.goto('/profile/settings')
  await page.getByRole('main').getByRole('link', { name: 'Profile' }).click()
  await expect(page).toHaveURL(/\/profile$/)
})
