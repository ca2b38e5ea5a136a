import { expect, test, uniqueEmail } from './test'

test('luck: start → sign up → the luck paywall → the payment page with the student’s order, query string kept', async ({ page }) => {
  await page.goto('/luck?utm_source=tiktok')
  await page.getByRole('link', { name: 'Claim my personal plan' }).first().click()
  await expect(page).toHaveURL('/luck/set-email?utm_source=tiktok')

  await page.getByLabel('Email').fill(uniqueEmail('lucky'))
  await page.getByLabel('Password', { exact: true }).fill('Lucky!pass1')
  await page.getByLabel('Confirm password').fill('Lucky!pass1')
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page).toHaveURL('/luck/paywall?utm_source=tiktok')
  await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible()
  await expect(page.getByRole('radio')).toHaveCount(3)
  await expect(page.getByRole('radio').nth(1), 'the middle plan is preselected').toBeChecked()
  await page.getByRole('button', { name: 'Get my plan' }).click()
  await expect(page).toHaveURL(/\/payment\?order=\d+&from=luck$/)
})

test('luck: a visitor who opens the paywall directly is asked to sign up first', async ({ page }) => {
  await page.goto('/luck/paywall?ref=mail')
  await expect(page).toHaveURL('/luck/set-email?ref=mail')
})

// Site settings are shared by the whole run: the content fixture puts back what the test changes.
test(
  'creator: signs up first only with Solidgate and payment_block_registration, else opens its funnel',
  { tag: '@shared-content' },
  async ({ page, content }) => {
    const start = () => page.getByRole('link', { name: 'Build my creator plan' }).first()

    await content.siteSettings({ creatorLandingRegistration: 'payment_block_registration', paymentSystem: 'solidgate' })
    await page.goto('/creator?utm_campaign=c1')
    await expect(start()).toHaveAttribute('href', '/creator/set-email?utm_campaign=c1')

    await content.siteSettings({ paymentSystem: 'ecommpay' })
    await page.goto('/creator?utm_campaign=c1')
    await expect(start()).toHaveAttribute('href', '/onboarding/challenge_100k_v2?utm_campaign=c1')

    await content.siteSettings({ creatorLandingRegistration: 'funnel', paymentSystem: 'solidgate' })
    await page.goto('/creator')
    await expect(start()).toHaveAttribute('href', '/onboarding/challenge_100k_v2')
  },
)

test('landing-v1: the headline names this year, and the calculator starts at $3,000 and about 15 minutes a day', async ({ page }) => {
  const year = new Date().getUTCFullYear()
  await page.goto('/landing-v1')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Earn $100K in ${year} with AI — 20 minutes a day`)
  await expect(page).toHaveTitle(`Earn $100K in ${year} with AI — 20 minutes a day`)

  const calculator = page.getByRole('region', { name: 'How much do you want to earn each month?' })
  const result = calculator.locator('.l-result')
  // Before it scrolls into view (the counter has not run): the starting state, never "$0".
  await expect(calculator.locator('.l-amount')).toHaveText('$3,000')
  await expect(result).toHaveText('About 15 minutes a day of learning gets you there.')
  // Scrolled to, it counts up from the slider's minimum and stops at the same state.
  await calculator.scrollIntoViewIfNeeded()
  await expect(calculator.locator('.l-amount')).toHaveText('$3,000')
  await expect(result).toHaveText('About 15 minutes a day of learning gets you there.')
  await expect(calculator.getByRole('slider')).toHaveValue('3000')
})
