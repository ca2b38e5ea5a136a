import type { RecentPeriod } from '@schemas/analytics/recent-period'
import type { Currency } from '~/intl/currency'
import type { StepRollup } from './funnel-rollup'
import { funnelNumbers } from './funnel-report'
import { dayMs, periodStartMs, reportDayEndMs, reportDayOf } from './rollup-period'

export type DashboardPeriod = RecentPeriod
export const periodDays: Record<DashboardPeriod, number> = { today: 1, '7d': 7, '30d': 30 }
/** A trend line needs a few points: "today" is drawn over the last week. */
const minTrendDays = 7

/** The local days (YYYY-MM-DD, in the reporting time zone) a dashboard reads: the period, the one before it, and the trend's. */
export type DashboardWindow = { from: string; to: string; previousFrom: string; previousTo: string; readFrom: string; trendDays: string[] }

export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10)

export function dashboardWindow(period: DashboardPeriod, today: string): DashboardWindow {
  const days = periodDays[period]
  const from = addDays(today, -(days - 1))
  const previousTo = addDays(from, -1)
  const previousFrom = addDays(previousTo, -(days - 1))
  const trendLength = Math.max(days, minTrendDays)
  const trendDays = Array.from({ length: trendLength }, (_, i) => addDays(today, i - trendLength + 1))
  return { from, to: today, previousFrom, previousTo, readFrom: trendDays[0]! < previousFrom ? trendDays[0]! : previousFrom, trendDays }
}

export type Money = Partial<Record<Currency, number>>
export type PaymentRow = { kind: string; status: string; amountCents: number; currency: Currency; at: string }
export type SubscriptionRow = { startedAt: string; endDate: string; cancelledAt: string | null; status: string }

/** What happened on one local day, or over a stretch of days added up. */
export type DayFigures = {
  visitors: number
  paywall: number
  purchases: number
  /** Sales to the day's visitors (the funnel report's revenue), in minor units per currency. */
  sales: Money
  refunds: Money
  newSubscriptions: number
  /** Cancellations and expiries. */
  churned: number
  renewalsPaid: number
  renewalsFailed: number
}

const empty = (): DayFigures => ({
  visitors: 0,
  paywall: 0,
  purchases: 0,
  sales: {},
  refunds: {},
  newSubscriptions: 0,
  churned: 0,
  renewalsPaid: 0,
  renewalsFailed: 0,
})

const addMoney = (a: Money, b: Money): Money => {
  const sum: Money = { ...a }
  for (const [currency, minor] of Object.entries(b) as [Currency, number][]) sum[currency] = (sum[currency] ?? 0) + minor
  return sum
}

/**
 * Each local day's figures from the same rollup rows the funnel report reads (steps and revenue
 * added up by the report's own `funnelNumbers`), and from payments and subscriptions by when they
 * happened. Day rows are UTC days, so outside UTC the rows must be hours.
 */
export function dailyFigures(
  days: readonly string[],
  steps: readonly StepRollup[],
  payments: readonly PaymentRow[],
  subscriptions: readonly SubscriptionRow[],
  timeZone = 'UTC',
): Map<string, DayFigures> {
  const byDay = new Map(days.map((day) => [day, empty()]))
  const dayOf = (iso: string) => reportDayOf(Date.parse(iso), timeZone)
  const stepsByDay = new Map<string, StepRollup[]>()
  for (const row of steps) {
    const day = row.period.length === 10 ? row.period : reportDayOf(periodStartMs(row.period), timeZone)
    if (byDay.has(day)) stepsByDay.set(day, [...(stepsByDay.get(day) ?? []), row])
  }
  for (const [day, rows] of stepsByDay) {
    const numbers = funnelNumbers({ screens: [], steps: rows }, [])
    const reached = (step: string) => numbers.steps.find((row) => row.step === step)?.sessions ?? 0
    Object.assign(byDay.get(day)!, {
      visitors: numbers.visitors,
      paywall: reached('paywall'),
      purchases: reached('purchase'),
      sales: Object.fromEntries(numbers.revenue.map((row) => [row.currency, row.minorUnits])),
    })
  }
  for (const payment of payments) {
    const day = byDay.get(dayOf(payment.at))
    if (!day) continue
    if (payment.kind === 'refund' && payment.status === 'success')
      day.refunds = addMoney(day.refunds, { [payment.currency]: payment.amountCents })
    if (payment.kind === 'renewal' && payment.status === 'success') day.renewalsPaid++
    if (payment.kind === 'renewal' && payment.status === 'fail') day.renewalsFailed++
  }
  for (const subscription of subscriptions) {
    const started = byDay.get(dayOf(subscription.startedAt))
    if (started) started.newSubscriptions++
    const cancelled = subscription.cancelledAt && byDay.get(dayOf(subscription.cancelledAt))
    if (cancelled) cancelled.churned++
    else if (subscription.status === 'expired') {
      const expired = byDay.get(dayOf(subscription.endDate))
      if (expired) expired.churned++
    }
  }
  return byDay
}

export function sumDays(figures: Map<string, DayFigures>, from: string, to: string): DayFigures {
  let total = empty()
  for (const [day, one] of figures) {
    if (day < from || day > to) continue
    total = {
      visitors: total.visitors + one.visitors,
      paywall: total.paywall + one.paywall,
      purchases: total.purchases + one.purchases,
      sales: addMoney(total.sales, one.sales),
      refunds: addMoney(total.refunds, one.refunds),
      newSubscriptions: total.newSubscriptions + one.newSubscriptions,
      churned: total.churned + one.churned,
      renewalsPaid: total.renewalsPaid + one.renewalsPaid,
      renewalsFailed: total.renewalsFailed + one.renewalsFailed,
    }
  }
  return total
}

/** Subscriptions paid up at the end of the local `day` (a cancelled one runs to the end of what was paid). */
export function activeAt(subscriptions: readonly SubscriptionRow[], day: string, timeZone = 'UTC'): number {
  const end = new Date(reportDayEndMs(day, timeZone)).toISOString()
  return subscriptions.filter((row) => row.startedAt < end && row.endDate >= end).length
}

export type KpiFormat = 'count' | 'percent' | 'money'
export type Kpi = {
  id: string
  label: string
  /** How the figure is worked out, for the marketer who asks. */
  help: string
  format: KpiFormat
  currency?: Currency
  value: number | null
  previous: number | null
  /** One value per trend day; null where it cannot be worked out (nothing to divide by). */
  trend: (number | null)[]
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null)
const net = (figures: DayFigures, currency: Currency) => (figures.sales[currency] ?? 0) - (figures.refunds[currency] ?? 0)

/** The dashboard's figures for a period against the one before, each with its daily trend. */
export function dashboardKpis(
  window: DashboardWindow,
  daily: Map<string, DayFigures>,
  subscriptions: readonly SubscriptionRow[],
  timeZone = 'UTC',
): Kpi[] {
  const now = sumDays(daily, window.from, window.to)
  const before = sumDays(daily, window.previousFrom, window.previousTo)
  const days = window.trendDays.map((day) => daily.get(day) ?? empty())
  const kpi = (
    id: string,
    label: string,
    help: string,
    format: KpiFormat,
    of: (figures: DayFigures) => number | null,
    currency?: Currency,
  ): Kpi => ({ id, label, help, format, currency, value: of(now), previous: of(before), trend: days.map(of) })

  const currencies = [
    ...new Set([...Object.keys(addMoney(now.sales, now.refunds)), ...Object.keys(addMoney(before.sales, before.refunds))]),
  ].sort() as Currency[]
  return [
    kpi('visitors', 'Visitors', 'People who started a quiz funnel; bots and staff previews are left out.', 'count', (f) => f.visitors),
    kpi('paywall', 'Reached the paywall', 'Share of visitors who were shown a paywall.', 'percent', (f) => ratio(f.paywall, f.visitors)),
    kpi('purchases', 'Purchases', 'Visitors of the period who bought a plan.', 'count', (f) => f.purchases),
    kpi('conversion', 'Conversion', 'Purchases ÷ visitors: from the first screen to a paid plan.', 'percent', (f) =>
      ratio(f.purchases, f.visitors),
    ),
    ...currencies.flatMap((currency) => [
      kpi(
        `net-${currency}`,
        `Net revenue (${currency})`,
        'What the period’s visitors paid for plans and add-ons, less refunds made in the period.',
        'money',
        (f) => net(f, currency),
        currency,
      ),
      kpi(
        `per-visitor-${currency}`,
        `Revenue per visitor (${currency})`,
        'Net revenue ÷ visitors, bought or not.',
        'money',
        (f) => (f.visitors > 0 ? net(f, currency) / f.visitors : null),
        currency,
      ),
      kpi(
        `per-payer-${currency}`,
        `Revenue per payer (${currency})`,
        'Net revenue ÷ visitors who bought.',
        'money',
        (f) => (f.purchases > 0 ? net(f, currency) / f.purchases : null),
        currency,
      ),
    ]),
    // With no sale or refund in either period, revenue still has its place (and says so).
    ...(currencies.length
      ? []
      : [
          {
            id: 'net',
            label: 'Net revenue',
            help: 'What the period’s visitors paid for plans and add-ons, less refunds made in the period; nothing was sold or refunded yet.',
            format: 'money' as const,
            value: null,
            previous: null,
            trend: window.trendDays.map(() => null),
          },
        ]),
    kpi(
      'new-subscriptions',
      'New subscriptions',
      'Subscriptions that started in the period; bots and staff are left out, as for purchases.',
      'count',
      (f) => f.newSubscriptions,
    ),
    {
      id: 'active-subscriptions',
      label: 'Active subscriptions',
      help: 'Subscriptions paid up at the end of the period, cancelled ones included until their paid time runs out.',
      format: 'count',
      value: activeAt(subscriptions, window.to, timeZone),
      previous: activeAt(subscriptions, window.previousTo, timeZone),
      trend: window.trendDays.map((day) => activeAt(subscriptions, day, timeZone)),
    },
    kpi('churn', 'Churn', 'Subscriptions cancelled or expired in the period.', 'count', (f) => f.churned),
    kpi('renewals', 'Renewal acceptance', 'Renewal charges that went through ÷ renewal charges tried.', 'percent', (f) =>
      ratio(f.renewalsPaid, f.renewalsPaid + f.renewalsFailed),
    ),
  ]
}
