import type { AdminApi } from './fixtures'
import { cards, funnelToPayment, payWithCard, type PaymentSystem, studentPurchase } from './support/checkout'
import { phone } from './support/funnel'
import { expect, type Page, test } from './test'
import { mailedCode } from './support/mailed-code'

// A buyer whose email already has an account is sent to sign in; the purchase must join that account,
// however they sign in from the browser that bought it.
test.use({ viewport: phone })

async function buyAndConfirmEmail(page: Page, system: PaymentSystem, email: string): Promise<number> {
  const orderId = await funnelToPayment(page, '', 'renew')
  await page.getByRole('button', { name: /^Pay/ }).click()
  await payWithCard(page, system, cards[system].approve)
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible()
  await page.goto(`/onboarding/set-email?order=${orderId}`)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/auth\/signin\?/)
  await expect(page.getByLabel('Email')).toHaveValue(email)
  return orderId
}

async function expectJoined(page: Page, admin: AdminApi, email: string, orderId: number) {
  const purchase = await studentPurchase(admin, email)
  expect(purchase.student.status, 'the paying student is active').toBe('active')
  expect(purchase.orders.map((order) => [order.id, order.status])).toEqual([[orderId, 'paid']])
  expect(
    purchase.funnelSessions.map((session) => session.funnelId),
    'the funnel answers joined too',
  ).toEqual(['renew'])
  const studentId = purchase.student.id
  const [payments, cardsSaved] = await Promise.all([
    admin.docs<{ status?: string }>(`payments?where[order][equals]=${orderId}&where[student][equals]=${studentId}&depth=0`),
    admin.docs<{ id: number }>(`payment-methods?where[order][equals]=${orderId}&where[student][equals]=${studentId}&depth=0`),
  ])
  expect(payments.map((payment) => payment.status)).toEqual(['success'])
  expect(cardsSaved, 'the saved card is theirs').toHaveLength(1)
  await page.goto('/profile/settings/subscriptions')
  // The renew funnel preselects its yearly plan.
  await expect(page.getByRole('heading', { level: 2, name: '1-year plan' })).toBeVisible()
  await expect(page.getByText('You have no subscriptions yet')).toHaveCount(0)
}

test.describe('a buyer with an account', () => {
  test.describe('signs in with their password', () => {
    test.use({ paymentSystem: 'solidgate' })
    test('and the paid order, payments, card, subscription and answers join that account', async ({ page, admin, student }) => {
      test.setTimeout(120_000)
      const orderId = await buyAndConfirmEmail(page, 'solidgate', student.email)
      await page.getByLabel('Password').fill(student.password)
      await page.getByRole('button', { name: 'Sign in' }).click()
      // Solidgate buyers are offered add-ons next, as after creating an account.
      await expect(page).toHaveURL('/upsell')
      await expectJoined(page, admin, student.email, orderId)
    })
  })

  test.describe('skips the account steps and signs in with the site’s own Sign in button', () => {
    test.use({ paymentSystem: 'solidgate' })
    test('and finds the purchase in the app all the same, without the order link', async ({ page, admin, student }) => {
      test.setTimeout(120_000)
      const orderId = await funnelToPayment(page, '', 'renew')
      await page.getByRole('button', { name: /^Pay/ }).click()
      await payWithCard(page, 'solidgate', cards.solidgate.approve)
      await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible()
      await page.goto('/')
      await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click()
      await expect(page).toHaveURL('/auth/signin')
      await page.getByLabel('Email').fill(student.email)
      await page.getByLabel('Password').fill(student.password)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page).toHaveURL('/upsell')
      await expectJoined(page, admin, student.email, orderId)
    })
  })

  // Ecommpay is a site-wide switch: this test runs alone, after the rest.
  test.describe('resets the password with a mailed code', { tag: '@shared-content' }, () => {
    test.use({ paymentSystem: 'ecommpay' })
    test('and the purchase joins the account all the same', async ({ page, admin, student }) => {
      test.setTimeout(120_000)
      const orderId = await buyAndConfirmEmail(page, 'ecommpay', student.email)
      await page.getByRole('link', { name: 'Forgot password?' }).click()
      await expect(page.getByLabel('Email')).toHaveValue(student.email)
      await page.getByRole('button', { name: 'Send code' }).click()
      await expect(page).toHaveURL(/\/onboarding\/verify-code\?/)
      await page.getByLabel('Code').fill(await mailedCode(admin, student.email))
      await page.getByRole('button', { name: 'Continue' }).click()
      await expect(page).toHaveURL(/\/onboarding\/set-password\?/)
      await page.getByLabel('New password').fill('Reset!pass2')
      await page.getByRole('button', { name: 'Save and sign in' }).click()
      await expect(page).toHaveURL('/home')
      await expectJoined(page, admin, student.email, orderId)
    })
  })
})
