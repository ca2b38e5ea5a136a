import { expect, test } from './test'
import { seriousViolations } from './support/axe'

test('a student browses AI tips: Popular first, a category, a tip page, and "Try it" into the assistant with the tip’s model and prompt', async ({
  page,
  student,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'payload-token', value: student.token, url: baseURL! }])
  // Tips are one tap from the AI tab's assistant.
  await page.goto('/assistant')
  const aiPages = page.getByRole('navigation', { name: 'AI', exact: true })
  await aiPages.getByRole('link', { name: 'AI tips' }).click()
  await expect(page).toHaveURL(/\/ai-tips$/)
  await expect(page.getByRole('heading', { level: 1, name: 'AI tips' })).toBeVisible()
  await expect(aiPages.getByRole('link', { name: 'AI tips' })).toHaveAttribute('aria-current', 'page')
  await expect(aiPages.getByRole('link', { name: 'AI tools' })).toHaveAttribute('href', '/ai-tools')

  const categories = page.getByRole('navigation', { name: 'Tip categories' }).getByRole('link')
  await expect(categories.first()).toHaveText('Popular')
  await expect(categories.first()).toHaveAttribute('aria-current', 'page')
  // Popular holds the featured tips: the seeded featured tip of the first category is among them.
  await expect(page.getByRole('region', { name: 'Popular' }).getByRole('link', { name: 'Give the AI a role' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Featured' }).getByRole('link')).not.toHaveCount(0)
  expect(await seriousViolations(page), '/ai-tips').toEqual([])

  await categories.filter({ hasText: 'Writing better prompts' }).click()
  await expect(page).toHaveURL(/\/ai-tips\?category=\d+$/)
  const inCategory = page.getByRole('region', { name: 'Writing better prompts' })
  await expect(inCategory.getByRole('listitem')).toHaveCount(5)
  await inCategory.getByRole('link', { name: 'Show an example of what you want' }).click()

  await expect(page).toHaveURL(/\/ai-tips\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Show an example of what you want' })).toBeVisible()
  await expect(page.getByText('One good example beats a paragraph of instructions.')).toBeVisible()
  // The model is named for a person, never by its id.
  await expect(page.getByText('Works well with GPT-4o mini')).toBeVisible()
  await expect(page.getByText(/gpt-4o-mini/)).toHaveCount(0)
  expect(await seriousViolations(page), 'a tip page').toEqual([])
  const tryIt = page.getByRole('link', { name: 'Try it' })
  const href = (await tryIt.getAttribute('href')) ?? ''
  const url = new URL(href, baseURL)
  expect(url.pathname).toBe('/assistant')
  expect(url.searchParams.get('model')).toBe('gpt-4o-mini')
  expect(url.searchParams.get('prompt')).toBe(
    'Here is a LinkedIn post I like:\n\n[paste post]\n\nWrite three new posts in the same style about [your topic].',
  )
  await tryIt.click()
  await expect(page).toHaveURL(/\/assistant\?model=gpt-4o-mini&prompt=Here%20is%20a%20LinkedIn%20post/)

  // A tip that does not exist is a plain 404 page.
  const missing = await page.goto('/ai-tips/999999')
  expect(missing?.status()).toBe(404)
})
