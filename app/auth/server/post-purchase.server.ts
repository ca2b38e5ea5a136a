import { z } from 'zod'
import { getPayloadClient } from '@cms/get-payload'
import type { Order } from '@cms/payload-types'
import { emailSchema, passwordMessages, passwordSchema } from '@schemas/auth/password-rules'
import { login, type Session, signIn } from '~/auth/server/auth.server'
import { setPasswordWithProof } from '~/auth/server/password-reset.server'
import { attachFunnelSession } from '~/funnel/index.server'
import { parseOrProblem, problem, ProblemError } from '~/core/problem'
import { attachOrderToStudent, findBuyerOrder, parseOrderId, afterPurchaseTarget } from '~/payments/index.server'
import { mailWelcome } from '~/mail/index.server'
import type { Id } from '@schemas/id'
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
  await attachOrderToStudent(order.id, student.id)
  await attachFunnelSession(student.id, request)
  await mailWelcome(order, order.email)
  return login(order.email, password)
}

/**
 * A buyer whose email already had an account proves it (password, or a reset code): the paid order
 * this browser bought joins that account exactly as it joins a new one (order, payments, card,
 * subscription, funnel answers). The browser must hold the order's funnel-session cookie, so nobody
 * can take someone else's order by naming its id; an order that is not this browser's, not paid, or
 * has an account already is left alone and the sign-in goes on. The answer is where to go next, or
 * null when nothing joined.
 */
async function joinPurchase(request: Request, rawOrderId: unknown, student: { id: Id; email: string }): Promise<string | null> {
  if (rawOrderId == null || rawOrderId === '') return null
  let order: Order
  try {
    order = await loadPurchase(request, rawOrderId)
  } catch (error) {
    if (error instanceof ProblemError) return null
    throw error
  }
  await attachOrderToStudent(order.id, student.id)
  await attachFunnelSession(student.id, request)
  await mailWelcome(order, student.email)
  return afterPurchaseTarget(request, order.id)
}

export type SignedIn = Session & { next: string | null }

/** Sign-in that also joins the order of `?order=` (set-email sends an existing account here). */
export async function signInBuyer(request: Request, rawOrderId: unknown, body: unknown, clientKey: string): Promise<SignedIn> {
  const session = await signIn(body, clientKey)
  return { ...session, next: await joinPurchase(request, rawOrderId, session.student) }
}

/** Set-password after a reset code: the same join as sign-in. */
export async function resetPasswordBuyer(request: Request, rawOrderId: unknown, body: unknown): Promise<SignedIn & { clearProof: string }> {
  const session = await setPasswordWithProof(request, body)
  return { ...session, next: await joinPurchase(request, rawOrderId, session.student) }
}
