import { z } from 'zod'
import { getPayloadClient } from '@cms/get-payload'
import type { Order } from '@cms/payload-types'
import { getFunnel } from '../../core/funnels.server'
import { createStudentOrder } from './order.server'
import { currentSubscription } from './current-subscription.server'
import { formatDay } from '../rules/billing-dates'
import { loadPlans, planSetOf, toPlanView } from './paywall-plans.server'
import { parseOrProblem, problem } from '../../core/problem'
import type { SessionStudent } from '../../core/session.server'
import type { PaywallPlanView } from '../rules/price-plan-view'
import { isCurrency } from '../../intl/currency'
import { requestCurrency } from '../../http/request-country'

export type RenewPaywall = {
  title: string
  description: string | null
  plans: PaywallPlanView[]
  /**
   * The renew funnel's own choice (Funnels → renew → paywall settings) or none (-1): the spec's
   * default index 1 does not apply on the renew page.
   */
  defaultPlanIndex: number
  subscribed: boolean
}

const renewFunnelId = 'renew'

/**
 * The renewal paywall: the `renew` funnel's paywall plans, in the currency the student paid in
 * before (else their country's), for a student whose subscription has ended.
 */
async function renewPlans(request: Request, student: SessionStudent) {
  const definition = await getFunnel(renewFunnelId)
  const screen = definition?.screens.find((candidate) => candidate.type === 'Paywall' && !candidate.discount)
  if (!definition || !screen || screen.type !== 'Paywall')
    throw problem(503, 'Plans unavailable', 'Plans are unavailable right now. Please try again later.')
  const payload = await getPayloadClient()
  const last = (
    await payload.find({
      collection: 'subscriptions',
      where: { student: { equals: student.id } },
      sort: '-startedAt',
      limit: 1,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]
  const currency = last && isCurrency(last.currency) ? last.currency : requestCurrency(request)
  const plans = (await loadPlans(payload, planSetOf(definition, screen))).map((plan) => toPlanView(plan, currency, screen))
  const chosen = definition.settings.paywall?.defaultPlanIndex
  return { screen, plans, defaultPlanIndex: chosen !== undefined && chosen < plans.length ? chosen : -1 }
}

export async function loadRenewPaywall(request: Request, student: SessionStudent): Promise<RenewPaywall> {
  const { screen, plans, defaultPlanIndex } = await renewPlans(request, student)
  return {
    title: 'Renew your access and keep growing',
    description: screen.description ?? null,
    plans,
    defaultPlanIndex,
    subscribed: student.status === 'active' || student.status === 'redemption',
  }
}

const checkoutSchema = z.object({ planId: z.string().trim().min(1, 'Choose a plan.') })

/** The chosen renewal plan becomes the student's pending order; /payment takes it from there. */
export async function startRenewCheckout(request: Request, student: SessionStudent, body: unknown): Promise<Order> {
  if (student.status === 'active' || student.status === 'redemption') {
    throw problem(409, 'Already subscribed', 'Your subscription is active: there is nothing to renew.')
  }
  // Paused by a save offer: no access now, but the plan renews by itself; a second plan would charge twice.
  const paused = await currentSubscription(student.id, ['active'])
  if (paused?.pausedUntil)
    throw problem(
      409,
      'Plan paused',
      `Your plan is paused until ${formatDay(paused.pausedUntil)}. To start again sooner, resume it in Profile → Settings → Subscriptions.`,
    )
  const { planId } = parseOrProblem(checkoutSchema, body, 'Choose a plan')
  const { plans } = await renewPlans(request, student)
  const plan = plans.find((candidate) => candidate.id === planId)
  if (!plan) throw problem(400, 'Choose a plan', 'That plan is not offered here. Choose one of the plans shown.')
  return createStudentOrder(student, plan)
}
