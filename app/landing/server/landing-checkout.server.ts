import { redirect } from '@remix-run/node'
import { z } from 'zod'
import { getPayloadClient } from '@cms/get-payload'
import type { Order } from '@cms/payload-types'
import { getFunnel } from '../../core/funnels.server'
import { createStudentOrder, loadPlans, planSetOf, toPlanView } from '~/payments/index.server'
import { parseOrProblem, problem } from '../../core/problem'
import { getStudent, type SessionStudent } from '../../core/session.server'
import type { PaywallPlanView } from '~/screens'
import { requestCurrency } from '../../http/request-country'
import { getSiteSettings } from '../../core/site-settings.server'

/** The landings that sign a visitor up before their paywall (spec: /luck/*, /creator/*). */
export type SignUpLanding = 'luck' | 'creator'
export const signUpLandingSchema = z.enum(['luck', 'creator'])

export type LandingPaywall = {
  landing: SignUpLanding
  plans: PaywallPlanView[]
  defaultPlanIndex: number
  /** Active or in redemption: nothing to buy here. */
  subscribed: boolean
  query: string
}

/** Anyone not signed in is sent to the landing's sign-up first, keeping the query string. */
async function requireLandingStudent(request: Request, landing: SignUpLanding): Promise<SessionStudent> {
  const student = await getStudent(request)
  if (!student) throw redirect(`/${landing}/set-email${new URL(request.url).search}`)
  return student
}

/**
 * The plans of the funnel the landing is configured with (Site settings → landing funnels), in
 * the visitor's currency: the same plans, prices and preselection as that funnel's paywall.
 */
async function landingPlans(request: Request, landing: SignUpLanding): Promise<{ plans: PaywallPlanView[]; defaultPlanIndex: number }> {
  const payload = await getPayloadClient()
  const settings = await getSiteSettings()
  const funnelId = settings.landingFunnels?.[landing] ?? 'challenge_100k'
  const definition = await getFunnel(funnelId)
  const screen = definition?.screens.find((candidate) => candidate.type === 'Paywall' && !candidate.discount)
  if (!definition || !screen || screen.type !== 'Paywall') throw new Response('Plans are unavailable right now.', { status: 503 })
  const currency = requestCurrency(request)
  const plans = (await loadPlans(payload, planSetOf(definition, screen))).map((plan) => toPlanView(plan, currency, screen))
  const index = definition.settings.paywall?.defaultPlanIndex ?? 1
  return { plans, defaultPlanIndex: Math.min(index, Math.max(plans.length - 1, 0)) }
}

export async function loadLandingPaywall(request: Request, landing: SignUpLanding): Promise<LandingPaywall> {
  const student = await requireLandingStudent(request, landing)
  const { plans, defaultPlanIndex } = await landingPlans(request, landing)
  return {
    landing,
    plans,
    defaultPlanIndex,
    subscribed: student.status === 'active' || student.status === 'redemption',
    query: new URL(request.url).search,
  }
}

const checkoutSchema = z.object({ planId: z.string().trim().min(1, 'Choose a plan.') })

/** The chosen plan becomes the student's pending order; the payment page takes it from there. */
export async function startLandingCheckout(request: Request, landing: SignUpLanding, body: unknown): Promise<Order> {
  const student = await requireLandingStudent(request, landing)
  const { planId } = parseOrProblem(checkoutSchema, body, 'Choose a plan')
  const { plans } = await landingPlans(request, landing)
  const plan = plans.find((candidate) => candidate.id === planId)
  if (!plan) throw problem(400, 'Choose a plan', 'That plan is not offered here. Choose one of the plans shown.')
  return createStudentOrder(student, plan)
}
