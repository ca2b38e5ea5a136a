import type { Payload } from 'payload'
import type { Currency } from '~/intl/currency'
import { experimentHistory } from './experiment-settings.server'
import {
  type DashboardPeriod,
  type DashboardWindow,
  type Kpi,
  dailyFigures,
  dashboardKpis,
  dashboardWindow,
  addDays,
  type PaymentRow,
  type SubscriptionRow,
} from '../rules/dashboard-figures'
import { experimentVerdict, type Verdict, variantStandings } from '../rules/experiment-verdict'
import { hourMs, type PeriodSpan, periodOf, reportRange } from '../rules/rollup-period'
import { localDate } from '../rules/report-request'
import { allSources } from '../rules/traffic'
import { type Id, idKey, relationId } from '@schemas/id'
import { getAnalyticsStore } from './analytics-store.server'
import { type CancellationFigures, cancellationFigures } from '../rules/cancellation-figures'
import { cancellationsBetween } from './cancellations.server'
import { funnelReport } from './funnel-report.server'
import { reportingTimeZone } from './reporting-time-zone.server'
import { refreshRollups, settleMs } from './rollup-job.server'
import { visitorOrders } from './visitor-orders.server'

type Staff = { collection?: string; roles?: readonly string[] | null } & object

export type RunningExperiment = {
  variants: { funnelId: string; title: string; weight: number }[]
  verdict: Verdict
  /** Beside each variant (by funnel id) where it stands, from the same report as the verdict. */
  standings: Record<string, string>
  /** The funnel the experiment's report opens on. */
  reportFunnelId: string
}

export type Dashboard = {
  period: DashboardPeriod
  /** The zone its days begin and end in (Site settings → Reporting time zone). */
  timeZone: string
  window: DashboardWindow
  kpis: Kpi[]
  /** Cancellation flows (issue #47): attempts started in the period and how they ended. */
  cancellations: CancellationFigures
  experiment: RunningExperiment | null
}

/**
 * "How are we doing" for the admin's landing page: funnel figures from the rollups the funnel
 * report reads (all funnels added up, all sources, days in the reporting time zone, as the report
 * counts them), money and subscriptions from payments and subscriptions, each against the period
 * before. Bots and staff previews are left out of all of them alike (`visitorOrders`). Staff only:
 * the caller checks `mayReadReports`.
 */
export async function dashboard(payload: Payload, user: Staff, period: DashboardPeriod, now = new Date()): Promise<Dashboard> {
  const timeZone = await reportingTimeZone()
  const window = dashboardWindow(period, localDate(now, timeZone))
  await refreshRollups({ maxAgeMs: settleMs })
  const range = reportRange(window.readFrom, window.to, timeZone)
  const fromIso = range.fromUtc
  const toIso = range.toUtc
  const store = await getAnalyticsStore()
  const [rollup, allPayments, allSubscriptions, allCancellations, experiment] = await Promise.all([
    store.readRollups({ spans: perDaySpans(range.spans, fromIso, toIso, timeZone), source: allSources, stepsOnly: true }),
    paymentsBetween(payload, fromIso, toIso),
    subscriptionsSince(payload, fromIso),
    cancellationsBetween(payload, fromIso, toIso),
    runningExperiment(payload, user, window, timeZone),
  ])
  // The rollups count visitors only: subscriptions, their payments and cancellations go through the same filter.
  const counted = await visitorOrders(
    payload,
    [...allPayments, ...allSubscriptions, ...allCancellations].map((row) => row.order).filter((id) => id !== null),
  )
  const ofVisitors = (row: { order: Id | null }) => row.order === null || counted.has(idKey(row.order))
  const payments = allPayments.filter(ofVisitors)
  const subscriptions = allSubscriptions.filter(ofVisitors)
  const cancellations = cancellationFigures(allCancellations.filter(ofVisitors), window.from, window.to, timeZone)
  const allDays = dayList(window.readFrom, window.to)
  const daily = dailyFigures(allDays, rollup.steps, payments, subscriptions, timeZone)
  return { period, timeZone, window, kpis: dashboardKpis(window, daily, subscriptions, timeZone), cancellations, experiment }
}

/** Stored day rows are UTC days: outside UTC a local day is made of hours, so every hour is read. */
function perDaySpans(spans: PeriodSpan[], fromIso: string, toIso: string, timeZone: string): PeriodSpan[] {
  if (timeZone === 'UTC') return spans
  return [{ grain: 'hour', first: periodOf(Date.parse(fromIso), 'hour'), last: periodOf(Date.parse(toIso) - hourMs, 'hour') }]
}

function dayList(from: string, to: string): string[] {
  const days: string[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day)
  return days
}

type OfOrder = { order: Id | null }

async function paymentsBetween(payload: Payload, from: string, to: string): Promise<(PaymentRow & OfOrder)[]> {
  const { docs } = await payload.find({
    collection: 'payments',
    // Figures, not rows: a marketer reads the sums, never a student's payment (decision 023).
    overrideAccess: true,
    depth: 0,
    pagination: false,
    where: {
      and: [{ kind: { in: ['renewal', 'refund'] } }, { createdAt: { greater_than_equal: from } }, { createdAt: { less_than: to } }],
    },
    select: { kind: true, status: true, amountCents: true, currency: true, createdAt: true, order: true },
  })
  return docs.map((doc) => ({
    order: relationId(doc.order),
    kind: doc.kind,
    status: doc.status,
    amountCents: doc.amountCents,
    currency: doc.currency as Currency,
    at: new Date(doc.createdAt).toISOString(),
  }))
}

/** Every subscription that was running at some point since `from` (a later one started after it). */
async function subscriptionsSince(payload: Payload, from: string): Promise<(SubscriptionRow & OfOrder)[]> {
  const { docs } = await payload.find({
    collection: 'subscriptions',
    // Figures, not rows: a marketer reads the sums, never a student's subscription (decision 023).
    overrideAccess: true,
    depth: 0,
    pagination: false,
    where: { or: [{ endDate: { greater_than_equal: from } }, { cancelledAt: { greater_than_equal: from } }] },
    select: { startedAt: true, endDate: true, cancelledAt: true, status: true, order: true },
  })
  const iso = (value: string) => new Date(value).toISOString()
  return docs.map((doc) => ({
    order: relationId(doc.order),
    startedAt: iso(doc.startedAt),
    endDate: iso(doc.endDate),
    cancelledAt: doc.cancelledAt ? iso(doc.cancelledAt) : null,
    status: doc.status,
  }))
}

/** The experiment as it runs now (variants with weight), and its verdict over the period from the funnel report. */
async function runningExperiment(
  payload: Payload,
  user: Staff,
  window: DashboardWindow,
  timeZone: string,
): Promise<RunningExperiment | null> {
  const settings = await experimentHistory()
  const weights = Object.entries(settings.at(-1)?.weights ?? {}).filter(([, weight]) => weight > 0)
  if (weights.length < 2) return null
  const { docs } = await payload.find({
    collection: 'funnels',
    user,
    overrideAccess: false,
    draft: false,
    depth: 0,
    pagination: false,
    where: { funnelId: { in: weights.map(([funnelId]) => funnelId) } },
    select: { funnelId: true, title: true },
  })
  const titles = new Map(docs.map((doc) => [doc.funnelId, doc.title]))
  const nameOf = (funnelId: string) => titles.get(funnelId) ?? 'A removed funnel'
  const reportFunnelId = weights[0]![0]
  const report = await funnelReport({ funnelId: reportFunnelId, from: window.from, to: window.to, timeZone })
  return {
    variants: weights.map(([funnelId, weight]) => ({ funnelId, title: nameOf(funnelId), weight })),
    verdict: report.experiment
      ? experimentVerdict(report.experiment, nameOf)
      : { tone: 'collecting', sentence: 'No visitors have reached the experiment in this period yet.' },
    standings: report.experiment ? variantStandings(report.experiment) : {},
    reportFunnelId,
  }
}

export type ExperimentStanding = {
  period: DashboardPeriod
  from: string
  to: string
  timeZone: string
  experiment: RunningExperiment | null
}

/**
 * The running experiment's verdict and each variant's standing over a period, as the dashboard
 * says it, for the experiment editor (issue #47). Staff only: the caller checks `mayReadReports`.
 */
export async function experimentStanding(
  payload: Payload,
  user: Staff,
  period: DashboardPeriod,
  now = new Date(),
): Promise<ExperimentStanding> {
  const timeZone = await reportingTimeZone()
  const window = dashboardWindow(period, localDate(now, timeZone))
  await refreshRollups({ maxAgeMs: settleMs })
  return { period, from: window.from, to: window.to, timeZone, experiment: await runningExperiment(payload, user, window, timeZone) }
}
