import { getPayloadClient } from '@cms/get-payload'
import type { FunnelSession, Order, Student } from '@cms/payload-types'
import type { PaywallPlanView } from '../rules/price-plan-view'
import { firstChargeCents } from './paywall-plans.server'

/**
 * Records what the visitor chose on the paywall — the plan and the first charge in the currency
 * they saw — as a pending order for the payment page to settle.
 */
export async function createPendingOrder(session: FunnelSession, plan: PaywallPlanView): Promise<Order> {
  const payload = await getPayloadClient()
  return payload.create({
    collection: 'orders',
    data: {
      funnelSession: session.id,
      email: session.email ?? null,
      planId: plan.id,
      priceCents: firstChargeCents(plan),
      renewalCents: plan.renewalPriceCents > 0 ? plan.renewalPriceCents : null,
      currency: plan.currency,
      status: 'pending',
      attempt: 0,
    },
    depth: 0,
    overrideAccess: true,
  })
}

/** A signed-in student's purchase on a landing paywall: the order belongs to them, not to a funnel session. */
export async function createStudentOrder(student: Pick<Student, 'id' | 'email'>, plan: PaywallPlanView): Promise<Order> {
  const payload = await getPayloadClient()
  return payload.create({
    collection: 'orders',
    data: {
      student: student.id,
      email: student.email,
      planId: plan.id,
      priceCents: firstChargeCents(plan),
      renewalCents: plan.renewalPriceCents > 0 ? plan.renewalPriceCents : null,
      currency: plan.currency,
      status: 'pending',
      attempt: 0,
    },
    depth: 0,
    overrideAccess: true,
  })
}
