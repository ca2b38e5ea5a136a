import { cards, funnelToPayment, payWithCard } from './support/checkout'
import { phone } from './support/funnel'
import { expect, test, uniqueEmail } from './test'

// Ecommpay buyers land on /home straight after the account steps (Solidgate ones see add-ons first).
// Motion is not what this test is about (the modal's screens stand still sooner without it).
test.use({ viewport: phone, paymentSystem: 'ecommpay', reducedMotion: 'reduce' })

test('after a purchase the product onboarding modal plays product_v3 through the real intro lesson and back, once', async ({
  page,
  admin,
}) => {
  test.setTimeout(180_000)
  const email = uniqueEmail('onboarded')

  await test.step('a visitor buys a plan and creates their account', async () => {
    // Any plan bought opens the onboarding: the renew funnel's paywall is its third screen.
    const orderId = await funnelToPayment(page, '', 'renew')
    await page.getByRole('button', { name: /^Pay/ }).click()
    await payWithCard(page, 'ecommpay', cards.ecommpay.approve)
    await page.getByRole('link', { name: 'Create your account' }).click()
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(`/onboarding/create-password?order=${orderId}`)
    await page.getByLabel('Password', { exact: true }).fill('Buyer!pass1')
    await page.getByLabel('Confirm password').fill('Buyer!pass1')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page).toHaveURL('/home')
  })

  const modal = page.getByRole('dialog', { name: 'Product onboarding — two steps' })
  await test.step('home opens the modal on product_v3’s intro lesson screen, which opens the real lesson', async () => {
    await expect(modal.getByRole('heading', { name: "Let's start with the essentials" })).toBeVisible()
    await expect(modal.locator('[data-engine="live"]')).toBeVisible()
    await modal.getByRole('button', { name: 'Start lesson' }).click()
    await expect(page).toHaveURL(/\/course\/31\/topic\/72\/lesson\/383\?source=onboarding$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Meet your AI assistant' })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  await test.step('the lesson’s done button returns to /home with the onboarding source and step', async () => {
    await page.getByRole('button', { name: 'Complete lesson' }).click()
    const streak = page.getByRole('dialog').filter({ hasText: 'Streak:' })
    await streak.getByRole('button', { name: 'Keep learning' }).click()
    await page.getByRole('link', { name: 'Done' }).click()
    await expect(page).toHaveURL('/home?source=product_v3_onboarding&onboarding_step=1')
  })

  await test.step('the modal resumes after the lesson and finishing it closes it for good', async () => {
    await expect(modal.getByRole('heading', { name: 'Challenge ready! Ready to dive in?' })).toBeVisible()
    await expect(modal.locator('[data-engine="live"]')).toBeVisible()
    await modal.getByRole('button', { name: "Let's go" }).click()
    await expect(modal).toHaveCount(0)
    await expect(page).toHaveURL('/home')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect
      .poll(async () => {
        const [student] = await admin.docs<{ metadata?: Record<string, string> }>(
          `students?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
        )
        return student?.metadata?.productOnboardingFinished
      })
      .toBe('true')
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(modal).toHaveCount(0)
    await page.goto('/home?source=product_v3_onboarding&onboarding_step=1')
    await expect(modal).toHaveCount(0)
  })

  await test.step('the modal reported its funnel events like any funnel', async () => {
    const visitorId = await page.evaluate(() => localStorage.getItem('user_uuid'))
    await expect
      .poll(async () => {
        const events = await admin.docs<{ name: string; screenId?: string }>(
          `funnel-events?where[funnelId][equals]=product_v3&where[visitorId][equals]=${visitorId}&limit=50&depth=0`,
        )
        return events.map((event) => `${event.name}${event.screenId ? `:${event.screenId}` : ''}`).sort()
      })
      .toEqual(['funnel.completed', 'funnel.started', 'screen.presented:ChallengeReadySlide', 'screen.presented:EssentialsLesson'])
  })
})
