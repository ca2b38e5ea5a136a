import type { Plan } from '../../payload-types'
import { type Currency, currencies } from '../../collections/Plans/prices'

type SeedPlan = Pick<Plan, 'planId' | 'name' | 'description' | 'set' | 'firstPeriod' | 'renewalPeriod' | 'prices' | 'tags' | 'order'>
type Unit = Plan['firstPeriod']['unit']

/** Rough exchange rates, used once to derive local price points; prices are then stored as given. */
const usdRates: Record<Currency, number> = { USD: 1, EUR: 0.93, GBP: 0.79, CAD: 1.39, AUD: 1.53, INR: 84 }

/** Charm pricing: x.99 in most currencies, whole rupees ending in 9 for INR. In cents. */
export function localCents(usdCents: number, currency: Currency): number {
  if (currency === 'USD') return usdCents
  const amount = (usdCents / 100) * usdRates[currency]
  if (currency === 'INR') return (Math.max(1, Math.round(amount / 10)) * 10 - 1) * 100
  return Math.max(1, Math.round(amount)) * 100 - 1
}

/**
 * The discount paywall's sale price: the stated percentage off the local first price, kept charming
 * (…9) without drifting from the percentage the funnel states (schemas/funnel/discount-truth.ts).
 */
function saleCents(firstCents: number, currency: Currency, percentOff: number): number {
  const exact = Math.round((firstCents * (100 - percentOff)) / 100)
  if (currency === 'INR') return Math.max(1, Math.round(exact / 1000)) * 1000 - 100
  return exact % 10 === 0 ? exact - 1 : exact
}

/** The funnels' discount paywalls state 50% off the first period. */
export const seedDiscountPercent = 50

function prices(firstUsd: number, renewalUsd: number, discounted = true): SeedPlan['prices'] {
  return currencies.map((currency) => {
    const firstPeriodCents = localCents(firstUsd, currency)
    return {
      currency,
      firstPeriodCents,
      renewalCents: localCents(renewalUsd, currency),
      discountFirstPeriodCents: discounted ? saleCents(firstPeriodCents, currency, seedDiscountPercent) : null,
    }
  })
}

const every = (value: number, unit: Unit) => ({ value, unit })

function plan(
  set: string,
  order: number,
  name: string,
  description: string,
  firstPeriod: SeedPlan['firstPeriod'],
  renewalPeriod: SeedPlan['renewalPeriod'],
  planPrices: SeedPlan['prices'],
  planId: string,
  tags: string[] = [],
): SeedPlan {
  return { planId, name, description, set, firstPeriod, renewalPeriod, prices: planPrices, tags, order }
}

/**
 * Paywall plans: one set per billing-period variant in the spec, plus the renewal paywall. Tags name
 * the plan family a subscriber may switch within (spec: plans by tag match the tag set exactly); the
 * renewal paywall's plans are a family of their own.
 */
export const plans: SeedPlan[] = [
  // 1 week then every 4 weeks; 4 weeks then every 4 weeks; 12 weeks then every 12 weeks.
  plan('weekly-1-4-12', 1, '1-week trial', 'Try every course for a week', every(1, 'W'), every(4, 'W'), prices(699, 2999), 'f13bb6c8-a32b-4271-92cf-f38af266f520', ['web', 'weekly']),
  plan('weekly-1-4-12', 2, '4-week plan', 'Most popular', every(4, 'W'), every(4, 'W'), prices(1999, 2999), 'fc1b87e0-299f-45fe-bf5e-9319b7493d2c', ['web', 'weekly']),
  plan('weekly-1-4-12', 3, '12-week plan', 'Best value', every(12, 'W'), every(12, 'W'), prices(3999, 5999), 'd862b341-012d-4e92-8878-3356ce5e35d9', ['web', 'weekly']),
  // 4, 12 and 52 weeks.
  plan('weeks-4-12-52', 1, '4-week plan', 'Get started', every(4, 'W'), every(4, 'W'), prices(2999, 2999), 'b862c002-9aed-4b10-b961-9ac0b3cb2507', ['web', 'weeks']),
  plan('weeks-4-12-52', 2, '12-week plan', 'Most popular', every(12, 'W'), every(12, 'W'), prices(5999, 5999), 'cee26ca1-507f-4709-9029-f7a54fdb8b1b', ['web', 'weeks']),
  plan('weeks-4-12-52', 3, '52-week plan', 'Best value', every(52, 'W'), every(52, 'W'), prices(11999, 11999), '63b94a56-06ee-4b99-a1b0-3182b38540b5', ['web', 'weeks']),
  // 1 month, 3 months and 1 year.
  plan('months-1-3-12', 1, '1-month plan', 'Get started', every(1, 'M'), every(1, 'M'), prices(3499, 3499), '6f046613-1036-413e-923f-ff0861fd45bb', ['web', 'months']),
  plan('months-1-3-12', 2, '3-month plan', 'Most popular', every(3, 'M'), every(3, 'M'), prices(6999, 6999), '6659ff91-40e2-44c0-b869-a8d29d81104e', ['web', 'months']),
  plan('months-1-3-12', 3, '1-year plan', 'Best value', every(1, 'Y'), every(1, 'Y'), prices(12999, 12999), 'a2b1acc1-c829-4204-93f3-0d5d9c1c8533', ['web', 'months']),
  // Renewal paywall for students whose subscription ended: a lower first period, then the usual price.
  plan('renew', 1, '4 weeks', 'Welcome back offer', every(4, 'W'), every(4, 'W'), prices(1499, 2999, false), 'b583dd4e-50ac-4341-8da1-63c436af40ad', ['web', 'renew']),
  plan('renew', 2, '12 weeks', 'Most popular', every(12, 'W'), every(12, 'W'), prices(2999, 5999, false), '73940259-e568-4272-bb0c-f6df0a87dff0', ['web', 'renew']),
  plan('renew', 3, '52 weeks', 'Best value', every(52, 'W'), every(52, 'W'), prices(5999, 11999, false), 'a0a52310-3c2d-46e6-8687-05a80eef31de', ['web', 'renew']),
]
