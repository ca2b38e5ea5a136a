/** Shared by the checkout and billing tests on the real host: orders, Pay, signed Ecommpay callbacks. */
import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import { ecommpaySignature, type SignableParams } from '../../app/payments/server/signatures.server'
import { simulatorKeys } from './simulator-keys'
import { call, type TestStudent } from './support'

export const webhook = '/api/payments/ecommpay/webhook'
export const form = { 'content-type': 'application/x-www-form-urlencoded' }
let token = ''

/** The admin token the helpers below use (staffToken() of the test file). */
export function useAdmin(staff: string): void {
  token = staff
}

export async function admin<T>(path: string, init: { method?: string; json?: unknown } = {}): Promise<T> {
  const response = await call(`/cms/api/${path}`, { token, ...init })
  expect(response.status, `${path}: ${response.status}`).toBeLessThan(300)
  return (await response.json()) as T
}

export type Doc = Record<string, unknown> & { id: number }
export const docs = async (collection: string, where: string) =>
  (await admin<{ docs: Doc[] }>(`${collection}?${where}&limit=100&depth=0`)).docs
export const orderOf = async (id: number) => admin<Doc>(`orders/${id}?depth=0`)

/** Refused provider reports: one row each once verified, and the daily counts of unverified ones. */
export async function refusedReports(): Promise<number> {
  const verified = await admin<{ totalDocs: number }>(
    'payment-events?where[result][equals]=refused&where[type][not_equals]=unverified&limit=1',
  )
  const unverified = await docs('payment-events', 'where[type][equals]=unverified')
  return verified.totalDocs + unverified.reduce((sum, row) => sum + (row.body as { refused: number }).refused, 0)
}

/** A student's pending order from the luck paywall (the order belongs to their session cookie). */
export async function pendingOrder(student: TestStudent): Promise<number> {
  const plans = await docs('plans', 'where[set][equals]=weekly-1-4-12')
  const response = await call('/luck/paywall', {
    method: 'POST',
    cookie: student.cookie,
    browser: 'same-origin',
    headers: form,
    body: new URLSearchParams({ planId: String(plans[1]!.planId) }).toString(),
  })
  expect(response.status).toBe(303)
  return Number(/order=(\d+)/.exec(response.headers.get('location') ?? '')![1])
}

export function pay(orderId: number, student: TestStudent) {
  return call(`/payment?order=${orderId}`, { method: 'POST', cookie: student.cookie, browser: 'same-origin', headers: form, body: '' })
}

/** An Ecommpay callback for an attempt, signed with this installation's simulator key unless told otherwise. */
export function callback(
  providerOrderId: string,
  amount: number,
  currency: string,
  changes: { operationId?: number; date?: Date; status?: string } = {},
): SignableParams {
  const date = (changes.date ?? new Date()).toISOString().replace(/\.\d{3}Z$/, '+0000')
  const body: SignableParams = {
    project_id: simulatorKeys.ecommpay.projectId,
    payment: {
      id: providerOrderId,
      type: 'purchase',
      status: changes.status ?? 'success',
      date,
      method: 'card',
      sum: { amount, currency },
      description: 'test',
    },
    operation: {
      id: changes.operationId ?? 7001,
      type: 'sale',
      status: changes.status ?? 'success',
      date,
      created_date: date,
      request_id: randomUUID(),
      sum_initial: { amount, currency },
      sum_converted: { amount, currency },
      code: 0,
      message: 'Success',
    },
  }
  return { ...body, signature: ecommpaySignature(body, simulatorKeys.ecommpay.secretKey) }
}

export const post = (body: unknown) =>
  call(webhook, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

/** Pays the student's order with a test card on the Ecommpay simulator's own page, as a browser would. */
export async function buyWithCard(student: TestStudent): Promise<number> {
  const orderId = await pendingOrder(student)
  const toProvider = await pay(orderId, student)
  expect(toProvider.status).toBe(303)
  const page = new URL(toProvider.headers.get('location')!)
  expect((await call(page.pathname + page.search)).status).toBe(200)
  const paymentId = page.searchParams.get('payment_id')!
  const paid = await call('/dev/payments/ecommpay/page/pay', {
    method: 'POST',
    headers: form,
    body: new URLSearchParams({
      project_id: String(simulatorKeys.ecommpay.projectId),
      payment_id: paymentId,
      card_number: '4000000000000077',
      expiry: '12/30',
      cvv: '123',
      card_holder: 'Ann Lee',
    }).toString(),
  })
  expect(paid.status).toBe(303)
  return orderId
}

/** Pays the student's order with a test card on the Solidgate simulator's page, as a browser would. */
export async function buyWithSolidgate(student: TestStudent): Promise<number> {
  const orderId = await pendingOrder(student)
  const toProvider = await pay(orderId, student)
  expect(toProvider.status).toBe(303)
  const page = new URL(toProvider.headers.get('location')!)
  const paid = await call(page.pathname, {
    method: 'POST',
    headers: form,
    body: new URLSearchParams({ card_number: '4000000000000077', expiry: '12/30', cvv: '123' }).toString(),
  })
  expect(paid.status).toBe(303)
  return orderId
}
