import { mkdirSync } from 'node:fs'
import { cards, funnelToPayment, payWithCard } from './support/checkout'
import { phone } from './support/funnel'
import { galleryPhoto } from './support/gallery'
import { productGradeFindings } from './support/product-grade'
import { expect, type Page, test, uniqueEmail } from './test'

/**
 * The money moments as a buyer meets them (issue #30): checkout, success with its receipt, the
 * add-on offers (the button names price and card), Subscriptions listing the plan and the add-on,
 * and billing history naming the add-on by its own name; a declined card on the fail page. Each
 * screen is photographed at 375 and 1280 px into tests/e2e/.artifacts/app-gallery/.
 */
test.use({ viewport: phone, paymentSystem: 'solidgate', reducedMotion: 'reduce' })

const galleryDir = 'tests/e2e/.artifacts/app-gallery'
const widths = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]

/** The screen at both widths, held to product grade at each, then back to the phone the journey runs on. */
async function photograph(page: Page, name: string) {
  mkdirSync(galleryDir, { recursive: true })
  for (const size of widths) {
    await page.setViewportSize(size)
    await galleryPhoto(page, { path: `${galleryDir}/${name}-${size.width}.png`, fullPage: true })
    // The 320 px check once: it is the same at either width.
    expect(await productGradeFindings(page, { narrow: size === widths[0] }), `${name} at ${size.width} px`).toEqual([])
  }
  await page.setViewportSize(phone)
}

test('buy → receipt → add-on named by price and card → Subscriptions and billing history name the add-on', async ({ page }) => {
  test.setTimeout(180_000)
  const email = uniqueEmail('money')
  const orderId = await funnelToPayment(page, '', 'renew')

  await test.step('checkout: the plan, its prices and period, the way back, the secure-payment cue and the terms', async () => {
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible()
    const summary = page.getByRole('region', { name: 'Your plan' })
    await expect(summary).toContainText(/\$\d+\.\d{2}/)
    await expect(summary).toContainText(/\$\d+\.\d{2}( every| then)/)
    await expect(page.getByRole('link', { name: 'Back to plans' })).toHaveAttribute('href', '/onboarding/renew')
    await expect(page.getByText('Secure payment')).toBeVisible()
    await expect(page.getByRole('img', { name: 'Visa' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Subscription terms' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Refund policy' })).toBeVisible()
    await photograph(page, 'payment')
  })

  await test.step('success: a receipt with the amount, the plan, the next charge and where it was sent', async () => {
    await page.getByRole('button', { name: /^Pay \$/ }).click()
    await payWithCard(page, 'solidgate', cards.solidgate.approve)
    await expect(page).toHaveURL(`/experiment/success-payment?order=${orderId}`)
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible()
    const receipt = page.getByRole('region', { name: 'Receipt' })
    await expect(receipt).toContainText(/Paid\s*\$\d+\.\d{2}/)
    await expect(receipt).toContainText(/Next charge\s*\$\d+\.\d{2} on [A-Z][a-z]+ \d{1,2}, \d{4}/)
    await expect(receipt).toContainText('•••• 0077')
    await expect(receipt).not.toContainText(/\d{4}-\d{2}-\d{2}|UTC/)
    await photograph(page, 'success-payment')
  })

  await test.step('the account steps lead to the add-ons', async () => {
    await page.getByRole('link', { name: 'Create your account' }).click()
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByLabel('Password', { exact: true }).fill('Buyer!pass1')
    await page.getByLabel('Confirm password').fill('Buyer!pass1')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page).toHaveURL('/upsell')
  })

  await test.step('the offer: "1 of 4", one struck-through price, and a button naming price and card', async () => {
    await expect(page.getByText('Special offer 1 of 4')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Complete AI pack: 30,000 prompts', exact: true })).toBeVisible()
    await expect(page.locator('s')).toHaveText('$59.99')
    await photograph(page, 'upsell')
    await page.getByRole('button', { name: 'Skip' }).click()
    const dialog = page.getByRole('dialog')
    // The sale is the same pack's second chance: the same step and the same struck-through price.
    await expect(page.getByText('Special offer 1 of 4')).toBeVisible()
    await expect(dialog.locator('s')).toHaveText('$59.99')
    await photograph(page, 'upsell-sale')
    await dialog.getByRole('button', { name: 'No, thanks' }).click()

    await expect(page.getByText('Special offer 2 of 4')).toBeVisible()
    await page.getByRole('button', { name: 'Skip' }).click()
    await dialog.getByRole('button', { name: 'No, thanks' }).click()
    await expect(page.getByText('Special offer 3 of 4')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'AI tools pack', exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Buy for $24.99 — card •••• 0077' }).click()
    await expect(dialog.getByRole('heading', { name: 'Added to your plan' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Continue' }).click()

    // The Ultimate AI pack holds the AI tools pack just bought: it is not offered (issue #46).
    await expect(page).toHaveURL('/home')
  })

  await test.step('Subscriptions lists the plan and the add-on by its own name', async () => {
    await page.goto('/profile/settings/subscriptions')
    await expect(page.getByRole('heading', { name: /plan$/, level: 2 }).first()).toBeVisible()
    const addOns = page.getByRole('region', { name: 'Add-ons' })
    await expect(addOns.getByText('AI tools pack')).toBeVisible()
    await expect(addOns).toContainText('$24.99')
    // The plan, the add-ons and the billing history row are separate blocks, spaced as every stack of cards (--space-4).
    const blocks = [page.locator('.subscription-card').last(), addOns, page.getByRole('link', { name: /^Billing history/ })]
    for (const size of widths) {
      await page.setViewportSize(size)
      const boxes = await Promise.all(blocks.map(async (block) => (await block.boundingBox())!))
      for (let i = 1; i < boxes.length; i++)
        expect(
          boxes[i]!.y - (boxes[i - 1]!.y + boxes[i - 1]!.height),
          `space above block ${i + 1} at ${size.width} px`,
        ).toBeGreaterThanOrEqual(16)
    }
    await photograph(page, 'subscriptions')
  })

  await test.step('cancelling asks why and offers to stay; Cancel anyway asks to confirm first', async () => {
    await page.getByRole('button', { name: 'Cancel subscription' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Before you go: why do you want to cancel?' })).toBeVisible()
    await page.getByRole('link', { name: 'Cancel anyway' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Cancel your subscription?' })).toBeVisible()
    await expect(page.getByText(/you keep full access until/)).toBeVisible()
    await photograph(page, 'subscriptions-cancel')
    await page.getByRole('link', { name: 'Keep my subscription' }).click()
    await expect(page).toHaveURL('/profile/settings/subscriptions')
  })

  await test.step('Manage payment method goes through the portal to the saved card', async () => {
    await page.getByRole('button', { name: 'Manage payment method' }).click()
    await expect(page).toHaveURL('/profile/settings/payment-method')
    await expect(page.getByText('•••• 0077')).toBeVisible()
    await photograph(page, 'payment-method')
  })

  await test.step('billing history names the add-on, not the plan', async () => {
    await page.goto('/profile/settings/billing-history')
    const rows = page.getByRole('list', { name: 'Payments' }).getByRole('listitem')
    await expect(rows).toHaveCount(2)
    await expect(rows.first()).toContainText('AI tools pack')
    await expect(rows.first()).not.toContainText('add-on')
    await expect(rows.last()).toContainText('first payment')
    await photograph(page, 'billing-history')
    await rows.first().getByRole('link').click()
    await expect(page.getByRole('heading', { name: 'Payment details' })).toBeVisible()
    await expect(page.getByText('AI tools pack')).toBeVisible()
    await expect(page.getByText(/Card Card/)).toHaveCount(0)
    await photograph(page, 'billing-details')
  })
})

test('a declined card: the reason in words, room around the retry, and no address-like text', async ({ page }) => {
  test.setTimeout(120_000)
  const orderId = await funnelToPayment(page, '', 'renew')
  await page.getByRole('button', { name: /^Pay/ }).click()
  await payWithCard(page, 'solidgate', cards.solidgate.insufficientFunds)
  await expect(page).toHaveURL(`/experiment/fail-payment?order=${orderId}`)
  await expect(page.getByRole('alert')).toContainText(cards.solidgate.insufficientFundsMessage)
  await expect(page.locator('main')).not.toContainText(/\/|experiment|fail-payment/)
  const reason = await page.getByRole('alert').boundingBox()
  const retry = await page.getByRole('button', { name: 'Try again' }).boundingBox()
  expect(retry!.y - (reason!.y + reason!.height), 'space between the reason and the button').toBeGreaterThanOrEqual(12)
  await expect(page.getByRole('link', { name: 'Choose another plan' })).toHaveAttribute('href', '/onboarding/renew')
  await photograph(page, 'fail-payment')
})
