import { expect, test } from './test'
import { e2eAdmin } from '../../playwright.config'
import { heading, phone } from './support/funnel'

test.use({ viewport: phone })

test('/onboarding starts challenge_v1 and keeps the query string', async ({ page }) => {
  await page.goto('/onboarding?utm_source=ads&utm_campaign=spring')
  await expect(page).toHaveURL(/\/onboarding\/challenge_v1\?utm_source=ads&utm_campaign=spring$/)
  await expect(heading(page)).toHaveText('Have you ever used AI?')
})

test('/experiment gives each visitor one variant of the 100k challenge, every time', async ({ page }) => {
  await page.goto('/experiment?utm_source=ads')
  const url = new URL(page.url())
  expect(url.pathname).toMatch(/^\/experiment\/challenge_100k(_v[2-6])?$/)
  expect(url.search).toBe('?utm_source=ads')
  await expect(heading(page)).toBeVisible()
  for (let visit = 0; visit < 3; visit++) {
    await page.goto('/experiment')
    expect(new URL(page.url()).pathname).toBe(url.pathname)
  }
})

test('an unknown funnel is a 404 that links to the live funnels', async ({ page }) => {
  const response = await page.goto('/onboarding/no_such_funnel')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  await expect(page.getByText('There is no live funnel called “no_such_funnel”.')).toBeVisible()
  const listed = await page.locator('.fp-funnel-list code').allTextContents()
  const product = ['challenge_v1', 'challenge_v2', 'challenge_100k', 'challenge_100k_v2', 'challenge_100k_v3', 'challenge_100k_v4']
  const more = ['challenge_100k_v5', 'challenge_100k_v6', 'product_v1', 'product_v2', 'product_v3', 'renew']
  expect(listed).toEqual(expect.arrayContaining([...product, ...more]))
  await page.locator('.fp-funnel-list li', { hasText: 'challenge_v2' }).getByRole('link').click()
  await expect(page).toHaveURL(/\/onboarding\/challenge_v2$/)
  await expect(page.locator('.fp')).toHaveAttribute('data-screen-type', 'IndianFirst')
})

test(
  'staff see the latest draft with ?preview=1; visitors keep seeing what is published',
  { tag: '@shared-content' },
  async ({ page, baseURL, content, newVisitor }) => {
    // The draft is saved over product_v3; the fixture publishes the funnel back as it is now afterwards.
    const doc = await content.funnel('product_v3')
    const published = doc.definition.screens[0]!.title ?? ''
    // Payload honours its session cookie only on requests from the site's own origin (its CSRF list).
    const headers = { origin: baseURL! }
    const login = await page.request.post('/cms/api/users/login', { data: e2eAdmin, headers })
    expect(login.ok()).toBe(true)
    const draft = structuredClone(doc.definition)
    draft.screens[0]!.title = 'Draft: a brand-new first lesson'
    const saved = await page.request.patch(`/cms/api/funnels/${doc.id}?draft=true`, {
      data: { definition: draft, _status: 'draft' },
      headers,
    })
    expect(saved.ok()).toBe(true)

    await page.goto('/onboarding/product_v3?preview=1')
    await expect(heading(page)).toHaveText('Draft: a brand-new first lesson')
    await page.goto('/onboarding/product_v3')
    await expect(heading(page)).not.toHaveText('Draft: a brand-new first lesson')

    const visitor = await newVisitor()
    await visitor.goto('/onboarding/product_v3?preview=1')
    await expect(heading(visitor)).toHaveText(published)
  },
)
