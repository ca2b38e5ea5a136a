import { expect, type Page } from '@playwright/test'
import type { AdminApi } from '../fixtures'
import { installClock, openFunnel, passUntil } from './funnel'

export type PaymentSystem = 'solidgate' | 'ecommpay'

type Doc = { id: number; status?: string; funnelId?: string; answers?: unknown[] }

/** What the admin sees of a buyer after the account steps: the student, their orders and funnel sessions. */
export async function studentPurchase(admin: AdminApi, email: string) {
  const [student] = await admin.docs<Doc>(`students?where[email][equals]=${encodeURIComponent(email)}&depth=0`)
  expect(student, `a student ${email}`).toBeTruthy()
  const [orders, funnelSessions] = await Promise.all([
    admin.docs<Doc>(`orders?where[student][equals]=${student!.id}&depth=0`),
    admin.docs<Doc>(`funnel-sessions?where[student][equals]=${student!.id}&depth=0`),
  ])
  return { student: student!, orders, funnelSessions }
}

/**
 * Walks a funnel to its first paywall and checks out the preselected plan: on /payment. Journeys
 * take challenge_100k (31 screens, with the email and the answers a buyer brings); tests of the
 * checkout itself take `renew`, whose paywall is its third screen. The loader on the way is
 * fast-forwarded with the page clock (time flows as usual otherwise).
 */
export async function funnelToPayment(page: Page, query = '', funnel: 'challenge_100k' | 'renew' = 'challenge_100k'): Promise<number> {
  await installClock(page)
  await openFunnel(page, `/onboarding/${funnel}${query}`)
  await passUntil(page, (type) => type === 'Paywall', 45)
  await page.getByRole('button', { name: 'Get my plan' }).click()
  await expect(page).toHaveURL(/\/payment\?order=\d+$/)
  return Number(new URL(page.url()).searchParams.get('order'))
}

/** On the provider's (simulated) page: pays with a test card number; 3-D Secure answered if asked. */
export async function payWithCard(page: Page, system: PaymentSystem, card: string): Promise<void> {
  await page.getByLabel('Card number').fill(card)
  await page.getByLabel(/Expiry/).fill('12/39')
  await page.getByLabel(/CVV|CVC/).fill('123')
  if (system === 'ecommpay') await page.getByLabel('Cardholder').fill('Ada Buyer')
  await page.getByRole('button', { name: /^Pay/ }).click()
}

/** Test cards of each simulator (see the simulators' card tables, shown on their pages). */
export const cards: Record<PaymentSystem, { approve: string; insufficientFunds: string; insufficientFundsMessage: string }> = {
  ecommpay: {
    approve: '4000000000000077',
    insufficientFunds: '4000000000009995',
    insufficientFundsMessage: 'There are not enough funds on your card. Please top it up or use another card.',
  },
  solidgate: {
    approve: '4000000000000077',
    insufficientFunds: '4000000000009995',
    insufficientFundsMessage: 'There are not enough funds on your card. Please top it up or use another card.',
  },
}

/** The seeded four-week plan on the luck paywall (renews by the saved card). */
export const fourWeekPlan = 'fc1b87e0-299f-45fe-bf5e-9319b7493d2c'

/** A signed-in student buys the four-week plan on the luck paywall with an approved card (saved for later charges). */
export async function buyFourWeekPlan(page: Page, baseURL: string): Promise<void> {
  const checkout = await page.request.post('/luck/paywall', {
    form: { planId: fourWeekPlan },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  })
  expect(checkout.status(), await checkout.text()).toBe(303)
  await page.goto(checkout.headers().location!)
  await page.getByRole('button', { name: /^Pay \$/ }).click()
  await payWithCard(page, 'solidgate', cards.solidgate.approve)
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible()
}
