import { addPeriod, type BillingPeriod } from './period'

export type PlanChangeTerms = {
  /** The new plan's price, charged at once on the saved card. */
  chargedTodayCents: number
  /** When the new plan's first period starts: the end of the time already paid for, or now when that has passed. */
  startsAt: Date
  /** Whether the current plan runs on until `startsAt` (the paid time is kept). */
  currentPlanRunsOn: boolean
  /** The end of the new plan's first period: its next charge, at the same price. */
  nextChargeAt: Date
}

/**
 * What a plan change does with money and time (decision 007): the new plan's price is charged now,
 * and the time already paid for is kept — the new plan's first period begins when the current one
 * ends (or now, when it has ended), and it renews at the end of that period. The confirm step says
 * this before the student pays; the charge's report applies the same dates.
 */
export function planChangeTerms(
  currentEndDate: string | Date,
  newPlan: { newPrice: number; billing_period: BillingPeriod },
  now = new Date(),
): PlanChangeTerms {
  const paidUntil = new Date(currentEndDate)
  const currentPlanRunsOn = paidUntil.getTime() > now.getTime()
  const startsAt = currentPlanRunsOn ? paidUntil : now
  return { chargedTodayCents: newPlan.newPrice, startsAt, currentPlanRunsOn, nextChargeAt: addPeriod(startsAt, newPlan.billing_period) }
}
