import { cards, funnelToPayment, payWithCard, type PaymentSystem, studentPurchase, usePaymentSystem } from './support/checkout'
import { phone } from './support/funnel'
import { expect, test } from './test'

test.use({ viewport: phone })
// One payment_system at a time: these tests switch the shared site setting.
test.describe.configure({ mode: 'serial' })

const systems: PaymentSystem[] = ['ecommpay', 'solidgate']

for (const system of systems) {
  test.describe(`checkout with ${system}`, () => {
    test.beforeEach(async ({ request, baseURL }) => usePaymentSystem(request, baseURL!, system))
    test.afterAll(async ({ request, baseURL }) => usePaymentSystem(request, baseURL!, 'solidgate'))

    test('the funnel ends in a paid plan and a signed-in student: paywall → /payment → card → success → set-email → create-password → /home', async ({ page, request, baseURL }) => {
      test.setTimeout(150_000)
      const email = `buyer-${system}-${Date.now()}@example.com`
      const orderId = await funnelToPayment(page, '?utm_source=e2e')
      await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible()
      await expect(page.getByText(/then \$\d+\.\d{2} every 4 weeks/)).toBeVisible()
      await page.getByRole('button', { name: /^Pay \$/ }).click()
      await payWithCard(page, system, cards[system].approve)
      await expect(page).toHaveURL(`/experiment/success-payment?order=${orderId}`)
      await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible()

      await page.getByRole('link', { name: 'Create your account' }).click()
      await expect(page).toHaveURL(`/onboarding/set-email?order=${orderId}`)
      await expect(page.getByLabel('Email'), 'prefilled from the funnel').toHaveValue('visitor@example.com')
      await page.getByLabel('Email').fill(email)
      await page.getByRole('button', { name: 'Continue' }).click()
      await expect(page).toHaveURL(`/onboarding/create-password?order=${orderId}`)
      await page.getByLabel('Password', { exact: true }).fill('Buyer!pass1')
      await page.getByLabel('Confirm password').fill('Buyer!pass1')
      await page.getByRole('button', { name: 'Create account' }).click()
      await expect(page).toHaveURL('/home')

      const purchase = await studentPurchase(request, baseURL!, email)
      expect(purchase.student.status, 'a paying student is active').toBe('active')
      expect(purchase.orders.map((order) => [order.id, order.status])).toEqual([[orderId, 'paid']])
      expect(purchase.funnelSessions).toHaveLength(1)
      expect(purchase.funnelSessions[0]!.funnelId).toBe('challenge_100k')
      expect(purchase.funnelSessions[0]!.answers!.length, 'the funnel answers belong to the new student').toBeGreaterThan(20)

      await page.goto('/profile/settings')
      await page.getByRole('link', { name: 'Billing history' }).click()
      await expect(page.locator('.billing-list > li')).toHaveCount(1)
      await expect(page.locator('.billing-list > li')).toContainText('Paid')
      await page.goto('/profile/settings/subscriptions')
      await expect(page.getByRole('heading', { name: '4-week plan' })).toBeVisible()
      await expect(page.getByText(/^Next charge: \$\d+\.\d{2} on /)).toBeVisible()

      // Time moves to the renewal: the saved card declines, the student keeps access in redemption…
      const declined = await request.post('/dev/payments/renewals', { data: { email, outcome: 'decline' }, headers: { Origin: baseURL! } })
      expect(await declined.json()).toMatchObject({ result: 'charged', status: 'redemption' })
      await page.reload()
      await expect(page.getByText('Status: Payment overdue')).toBeVisible()
      await expect(page.getByRole('status')).toContainText('You keep full access while we try your card again on')
      expect((await studentPurchase(request, baseURL!, email)).student.status).toBe('redemption')
      // …and the retry succeeds: active again, and the history lists every charge.
      const renewed = await request.post('/dev/payments/renewals', { data: { email, outcome: 'success' }, headers: { Origin: baseURL! } })
      expect(await renewed.json()).toMatchObject({ result: 'charged', status: 'active' })
      await page.reload()
      await expect(page.getByText('Status: Active')).toBeVisible()
      expect((await studentPurchase(request, baseURL!, email)).student.status).toBe('active')
      await page.goto('/profile/settings/billing-history')
      await expect(page.locator('.billing-list > li')).toHaveCount(3)
      await expect(page.locator('.billing-list > li').first()).toContainText('renewal')
      await expect(page.locator('.billing-list > li').first()).toContainText('Card •••• 0077')
      await expect(page.locator('.billing-list > li').nth(1)).toContainText('Declined')

      await page.goto('/profile/settings/subscriptions')
      await page.getByText('Cancel subscription').click()
      await page.getByRole('button', { name: 'Confirm cancellation' }).click()
      await expect(page.getByRole('status')).toContainText('You keep full access until')
      await expect(page.getByText('Status: Cancelled')).toBeVisible()
    })

    test('a declined card shows the catalogue message; Try again pays the same order', async ({ page }) => {
      test.setTimeout(120_000)
      const orderId = await funnelToPayment(page)
      await page.getByRole('button', { name: /^Pay/ }).click()
      await payWithCard(page, system, cards[system].insufficientFunds)
      await expect(page).toHaveURL(`/experiment/fail-payment?order=${orderId}`)
      await expect(page.getByRole('alert')).toHaveText(cards[system].insufficientFundsMessage)
      await page.getByRole('button', { name: 'Try again' }).click()
      await payWithCard(page, system, cards[system].approve)
      await expect(page).toHaveURL(`/experiment/success-payment?order=${orderId}`)
      await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible()
    })

    test('?country=GB pays in pounds', async ({ page }) => {
      test.setTimeout(120_000)
      await funnelToPayment(page, '?country=GB')
      const pay = page.getByRole('button', { name: /^Pay £\d+\.\d{2}$/ })
      await expect(pay).toBeVisible()
      const amount = (await pay.textContent())!.replace('Pay ', '')
      await pay.click()
      await expect(page.getByRole('button', { name: `Pay ${amount}` })).toBeVisible()
      await payWithCard(page, system, cards[system].approve)
      await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible()
    })
  })
}
