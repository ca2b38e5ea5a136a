import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { e2eAdmin } from '../../../playwright.config'
import { openFunnel, passUntil } from './funnel'

export type PaymentSystem = 'solidgate' | 'ecommpay'

/** The admin's token. The login names this site as its Origin: a second login carries the first one's cookie. */
async function adminToken(request: APIRequestContext, baseURL: string): Promise<string> {
  const login = await request.post('/cms/api/users/login', { data: e2eAdmin, headers: { Origin: baseURL } })
  expect(login.ok(), await login.text()).toBe(true)
  return (await login.json()).token
}

type Doc = { id: number; status?: string; funnelId?: string; answers?: unknown[] }

/** What the admin sees of a buyer after the account steps: the student, their orders and funnel sessions. */
export async function studentPurchase(request: APIRequestContext, baseURL: string, email: string) {
  const headers = { Authorization: `JWT ${await adminToken(request, baseURL)}` }
  const get = async (path: string) => ((await (await request.get(`/cms/api/${path}`, { headers })).json()) as { docs: Doc[] }).docs
  const [student] = await get(`students?where[email][equals]=${encodeURIComponent(email)}&depth=0`)
  expect(student, `a student ${email}`).toBeTruthy()
  const [orders, funnelSessions] = await Promise.all([
    get(`orders?where[student][equals]=${student!.id}&depth=0`),
    get(`funnel-sessions?where[student][equals]=${student!.id}&depth=0`),
  ])
  return { student: student!, orders, funnelSessions }
}

/** Switches the payment_system setting as a marketer would (one admin login per call site). */
export async function usePaymentSystem(request: APIRequestContext, baseURL: string, system: PaymentSystem): Promise<void> {
  const token = await adminToken(request, baseURL)
  const saved = await request.post('/cms/api/globals/site-settings', {
    data: { paymentSystem: system },
    headers: { Authorization: `JWT ${token}`, Origin: baseURL },
  })
  expect(saved.ok(), await saved.text()).toBe(true)
}

/** Walks challenge_100k to its first paywall and checks out the preselected plan: on /payment. */
export async function funnelToPayment(page: Page, query = ''): Promise<number> {
  await openFunnel(page, `/onboarding/challenge_100k${query}`)
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
