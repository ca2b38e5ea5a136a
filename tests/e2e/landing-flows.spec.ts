import { type APIRequestContext, expect, test } from './test'
import { e2eAdmin } from '../../playwright.config'

/**
 * Site settings are shared by the whole e2e run: each test puts back what it changed. One admin
 * login per test (logins are rate-limited per client, and every e2e request comes from one).
 */
async function siteSettingsWriter(request: APIRequestContext, baseURL: string) {
  const login = await request.post('/cms/api/users/login', { data: e2eAdmin })
  expect(login.ok(), await login.text()).toBe(true)
  const { token } = await login.json()
  return (data: Record<string, unknown>) => setSiteSettings(request, baseURL, token, data)
}

async function setSiteSettings(request: APIRequestContext, baseURL: string, token: string, data: Record<string, unknown>) {
  const saved = await request.post('/cms/api/globals/site-settings', { data, headers: { Authorization: `JWT ${token}`, Origin: baseURL } })
  expect(saved.ok(), await saved.text()).toBe(true)
}

test('luck: start → sign up → the luck paywall → the payment page with the student’s order, query string kept', async ({ page }) => {
  await page.goto('/luck?utm_source=tiktok')
  await page.getByRole('link', { name: 'Claim my personal plan' }).first().click()
  await expect(page).toHaveURL('/luck/set-email?utm_source=tiktok')

  await page.getByLabel('Email').fill(`lucky-${Date.now()}@example.com`)
  await page.getByLabel('Password', { exact: true }).fill('Lucky!pass1')
  await page.getByLabel('Confirm password').fill('Lucky!pass1')
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page).toHaveURL('/luck/paywall?utm_source=tiktok')
  await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible()
  await expect(page.getByRole('radio')).toHaveCount(3)
  await expect(page.getByRole('radio').nth(1), 'the middle plan is preselected').toBeChecked()
  await page.getByRole('button', { name: 'Get my plan' }).click()
  await expect(page).toHaveURL(/\/payment\?order=\d+$/)
})

test('luck: a visitor who opens the paywall directly is asked to sign up first', async ({ page }) => {
  await page.goto('/luck/paywall?ref=mail')
  await expect(page).toHaveURL('/luck/set-email?ref=mail')
})

test('creator: signs up first only with Solidgate and payment_block_registration, else opens its funnel', async ({ page, request, baseURL }) => {
  const start = () => page.getByRole('link', { name: 'Build my creator plan' }).first()
  const setSettings = await siteSettingsWriter(request, baseURL!)
  try {
    await setSettings({ creatorLandingRegistration: 'payment_block_registration', paymentSystem: 'solidgate' })
    await page.goto('/creator?utm_campaign=c1')
    await expect(start()).toHaveAttribute('href', '/creator/set-email?utm_campaign=c1')

    await setSettings({ paymentSystem: 'ecommpay' })
    await page.goto('/creator?utm_campaign=c1')
    await expect(start()).toHaveAttribute('href', '/onboarding/challenge_100k_v2?utm_campaign=c1')
  } finally {
    await setSettings({ creatorLandingRegistration: 'funnel', paymentSystem: 'solidgate' })
  }
  await page.goto('/creator')
  await expect(start()).toHaveAttribute('href', '/onboarding/challenge_100k_v2')
})
