import type { Payload } from 'payload'
import type { Plan } from '@cms/payload-types'
import type { FunnelDefinition } from '@schemas/funnel/definition'
import { salePriceCents } from '@schemas/funnel/discount-truth'
import type { ScreenOf } from '@schemas/screens'
import type { Currency } from '../../intl/currency'
import type { PaywallPlanView } from '../rules/price-plan-view'

type PaywallScreen = ScreenOf<'Paywall'>

/** The price plan set a paywall screen offers: its own, else its funnel's, else the weekly set. */
export function planSetOf(definition: FunnelDefinition, screen: PaywallScreen): string {
  return screen.planSet ?? definition.settings.paywall?.planSet ?? 'weekly-1-4-12'
}

/** A set's plans in the order the CMS gives them (their `order` field). */
export async function loadPlans(payload: Payload, set: string): Promise<Plan[]> {
  const { docs } = await payload.find({
    collection: 'plans',
    where: { set: { equals: set } },
    sort: 'order',
    depth: 0,
    limit: 20,
    overrideAccess: false,
  })
  return docs
}

/**
 * A plan as the paywall shows it: its price row for the visitor's currency (USD when the plan has
 * none for it); on a discount paywall the sale price of the first period too.
 */
export function toPlanView(plan: Plan, currency: Currency, screen: PaywallScreen): PaywallPlanView {
  const rows = plan.prices ?? []
  const row = rows.find((price) => price.currency === currency) ?? rows.find((price) => price.currency === 'USD') ?? rows[0]
  const firstPriceCents = row?.firstPeriodCents ?? 0
  const view: PaywallPlanView = {
    id: plan.planId,
    name: plan.name,
    firstPeriod: plan.firstPeriod,
    renewalPeriod: plan.renewalPeriod,
    firstPriceCents,
    renewalPriceCents: row?.renewalCents ?? 0,
    currency: row?.currency ?? 'USD',
    tags: plan.tags ?? [],
  }
  if (screen.discount) {
    view.salePriceCents = row ? salePriceCents(row, screen.discount.percent) : undefined
  }
  return view
}

/** What the visitor is charged first on this paywall for this plan: the sale price on a discount paywall. */
export function firstChargeCents(plan: PaywallPlanView): number {
  return plan.salePriceCents ?? plan.firstPriceCents
}
