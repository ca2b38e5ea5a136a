import { z } from 'zod'
import { getPayloadClient } from '@cms/get-payload'
import type { Order } from '@cms/payload-types'
import { emailSchema, passwordMessages, passwordSchema } from '@schemas/auth/password-rules'
import { login, type Session } from '~/auth/server/auth.server'
import { parseOrProblem, problem } from '~/core/problem'
import { findBuyerOrder, parseOrderId } from '~/payments/index.server'
import { joinOrder } from './held-purchases.server'
import { refuseTakenEmail } from './taken-email.server'

/** The order, if this browser bought it (the buyer check every checkout page uses). */
export async function ownedOrder(request: Request, rawOrderId: unknown): Promise<Order> {
  return findBuyerOrder(request, parseOrderId(rawOrderId == null ? null : String(rawOrderId)))
}

/** The owned order, paid and without an account yet: the only state the account steps accept. */
export async function loadPurchase(request: Request, rawOrderId: unknown): Promise<Order> {
  const order = await ownedOrder(request, rawOrderId)
  if (order.student != null) throw problem(409, 'Account already created', 'This order already has an account. Sign in to continue.')
  if (order.status !== 'paid') throw problem(409, 'Payment not complete', 'This order is not paid yet.')
  return order
}

export type EmailConfirmation = { next: 'signin'; email: string } | { next: 'create-password'; email: string }

/** Set-email: an existing account signs in (spec §8: user_exists), a new email is kept on the order. */
export async function confirmPurchaseEmail(request: Request, rawOrderId: unknown, body: unknown): Promise<EmailConfirmation> {
  const order = await loadPurchase(request, rawOrderId)
  const { email } = parseOrProblem(z.object({ email: emailSchema }), body, 'Check your email')
  const payload = await getPayloadClient()
  const taken = await payload.count({ collection: 'students', where: { email: { equals: email } }, overrideAccess: true })
  if (taken.totalDocs > 0) return { next: 'signin', email }
  await payload.update({ collection: 'orders', id: order.id, overrideAccess: true, data: { email }, depth: 0 })
  return { next: 'create-password', email }
}

const newPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string().optional() })
  .refine((data) => data.confirmPassword === undefined || data.confirmPassword === data.password, {
    message: passwordMessages.mismatch,
    path: ['confirmPassword'],
  })

/** Create-password: the student (status from the order's subscription), their answers and order, a session. */
export async function createPurchaseAccount(request: Request, rawOrderId: unknown, body: unknown): Promise<Session> {
  const order = await loadPurchase(request, rawOrderId)
  if (!order.email) throw problem(409, 'Confirm your email', 'Confirm your email first.')
  const { password } = parseOrProblem(newPasswordSchema, body, 'Check your password')
  const payload = await getPayloadClient()
  const accountExists = () => problem(409, 'Account exists', 'An account with this email already exists. Sign in to continue.')
  const taken = await payload.count({ collection: 'students', where: { email: { equals: order.email } }, overrideAccess: true })
  if (taken.totalDocs > 0) throw accountExists()
  const email = order.email
  const student = await refuseTakenEmail(
    () => payload.create({ collection: 'students', overrideAccess: true, data: { email, password, status: 'other', timeZone: 'UTC' } }),
    accountExists,
  )
  // The order's subscription sets the status (billing decides it, never the visitor).
  await joinOrder(request, order, { id: student.id, email: order.email })
  return login(order.email, password)
}
