import { expect, test } from './test'

test('the home page renders the offer and the published catalogue', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Learn AI in 20 minutes a day' })).toBeVisible()
  const catalogue = page.getByRole('region', { name: 'Courses and challenges' })
  await expect(catalogue.getByRole('heading', { name: 'ChatGPT Essentials' })).toBeVisible()
  await expect(catalogue.getByText('28-day challenge').first()).toBeVisible()
})

test('the health check reports the embedded database', async ({ request }) => {
  const response = await request.get('/healthz')
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({ ok: true, db: 'sqlite' })
})

test('the CMS REST API answers under /cms/api', async ({ request }) => {
  const response = await request.get('/cms/api/courses')
  expect(response.status()).toBe(200)
  const body = await response.json()
  expect(body.docs.length).toBeGreaterThan(0)
})
