import type { Currency } from '~/intl/currency'
import type { ScreenDropOff, StepReach } from './drop-off-report'
import { samplePeriods, type SamplePeriod, type WeightSetting } from './experiment-periods'
import {
  type ExperimentReport,
  experimentReport,
  minimumConversionsPerVariant,
  minimumVisitorsPerVariant,
  winnerProbability,
} from './experiment-report'
import type { FunnelRollup, StepRollup } from './funnel-rollup'
import type { Revenue } from './funnel-session'
import { reportFromRollups } from './report-from-rollups'
import type { ReportRange } from './rollup-period'
import { type Interval, wilsonInterval } from './wilson-interval'

export type FunnelReportInput = {
  funnelId: string
  /** The /experiment variants to compare (funnel ids); by default those the experiment ran in the range. */
  variants?: string[]
  /** Local dates (YYYY-MM-DD), inclusive, of visitors' first events in `timeZone`. */
  from: string
  to: string
  timeZone: string
  /** Only visitors from this source (utm_source, see traffic.ts); all when absent. */
  source?: string
}

export type CurrencyRevenue = { currency: Currency; minorUnits: number; minorUnitsPerVisitor: number | null }

/** Drop-off and outcomes of one set of sessions. */
export type FunnelNumbers = {
  visitors: number
  screens: ScreenDropOff[]
  steps: StepReach[]
  conversionToPurchase: number | null
  revenue: CurrencyRevenue[]
}

export type VariantNumbers = FunnelNumbers & { variant: string }

export type ExperimentSection = Omit<ExperimentReport, 'sampleRatio'> & {
  /** Paywall reach, the secondary conversion, per variant in the report's order. */
  paywall: { variant: string; reached: number; rate: number | null; interval: Interval | null }[]
  minimumSample: { visitors: number; conversions: number; winnerProbability: number }
  /** One sample-ratio test per stretch of constant weights; a mismatch in any is a warning. */
  samplePeriods: SamplePeriod[]
  sampleRatioMismatch: boolean
}

export type FunnelReport = {
  input: FunnelReportInput
  range: Omit<ReportRange, 'spans'>
  /** Rollups hold every event received up to this instant (null: never rolled up). */
  asOf: string | null
  /** Every session of the funnel, through /experiment or not. */
  funnel: FunnelNumbers
  /** Per compared variant: the sessions the experiment sent to it. */
  variants: VariantNumbers[]
  experiment: ExperimentSection | null
  /** Per funnel of the report, its screens as marketers know them (absent where the definitions were not read). */
  screenNames?: Record<string, ScreenName[]>
}

/** A screen by the title the marketer gave it; type and position are its secondary text. */
export type ScreenName = { screenId: string; title: string; type: string; position: number }

export type ReportData = {
  input: FunnelReportInput
  range: ReportRange
  asOf: string | null
  /** Rows of the funnel and of every candidate variant, over the range, for the chosen source. */
  rollup: FunnelRollup
  /**
   * Steps rows (hours or days) of the candidate variants covering the range, for the split
   * sample-ratio test: a day in which the weights changed must be given as its hours.
   */
  sampleSteps: StepRollup[]
  /** Screen order of each funnel's current definition. */
  screenOrders: Readonly<Record<string, readonly string[]>>
  /** The experiment's weights over time, sorted. */
  settings: readonly WeightSetting[]
}

/**
 * The funnel report from rollups: the funnel's drop-off, steps and revenue; per variant of the
 * experiment the same; and the experiment's comparison with the weights in force (see
 * experiment-periods.ts). Variants are compared on purchase; paywall reach is the secondary.
 */
export function buildFunnelReport({ input, range, asOf, rollup, sampleSteps, screenOrders, settings }: ReportData): FunnelReport {
  const from = Date.parse(range.fromUtc)
  const to = Date.parse(range.toUtc)
  const inForce = settings.filter((setting, i) => setting.from < to && (settings[i + 1]?.from ?? Infinity) > from)
  const candidates = input.variants ?? [...new Set(inForce.flatMap((setting) => Object.keys(setting.weights)))]
  // One pass puts each row with its funnel and with its variant; the sections then read only theirs.
  const byFunnel = new Map<string, FunnelRollup>()
  const byVariant = new Map<string, FunnelRollup>()
  const part = (parts: Map<string, FunnelRollup>, key: string) => {
    let found = parts.get(key)
    if (!found) parts.set(key, (found = { screens: [], steps: [] }))
    return found
  }
  for (const row of rollup.screens) {
    part(byFunnel, row.funnelId).screens.push(row)
    if (row.variant !== null) part(byVariant, row.variant).screens.push(row)
  }
  for (const row of rollup.steps) {
    part(byFunnel, row.funnelId).steps.push(row)
    if (row.variant !== null) part(byVariant, row.variant).steps.push(row)
  }
  const none: FunnelRollup = { screens: [], steps: [] }

  const all = funnelNumbers(byFunnel.get(input.funnelId) ?? none, screenOrders[input.funnelId] ?? [])
  const variants = candidates
    .map((variant) => ({ variant, ...funnelNumbers(byVariant.get(variant) ?? none, screenOrders[variant] ?? []) }))
    // A variant nobody was sent to in the range, while it was paused or not yet in the test, is noise.
    .filter(({ variant, visitors }) => input.variants || visitors > 0 || inForce.some((setting) => (setting.weights[variant] ?? 0) > 0))

  return {
    input,
    range: { fromUtc: range.fromUtc, toUtc: range.toUtc, exact: range.exact },
    asOf,
    funnel: all,
    variants,
    experiment: variants.length > 0 ? experimentSection(variants, inForce, sampleSteps, from, to) : null,
  }
}

export function funnelNumbers(rollup: FunnelRollup, screenOrder: readonly string[]): FunnelNumbers {
  const { screens, steps } = reportFromRollups(rollup, screenOrder)
  const visitors = steps.find((step) => step.step === 'started')?.sessions ?? 0
  const purchases = steps.find((step) => step.step === 'purchase')?.sessions ?? 0
  const revenue: Revenue = {}
  for (const row of rollup.steps) {
    for (const [currency, minorUnits] of Object.entries(row.revenue) as [Currency, number][])
      revenue[currency] = (revenue[currency] ?? 0) + minorUnits
  }
  return {
    visitors,
    screens,
    steps,
    conversionToPurchase: visitors > 0 ? purchases / visitors : null,
    revenue: (Object.entries(revenue) as [Currency, number][])
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, minorUnits]) => ({ currency, minorUnits, minorUnitsPerVisitor: visitors > 0 ? minorUnits / visitors : null })),
  }
}

function experimentSection(
  variants: readonly VariantNumbers[],
  settings: readonly WeightSetting[],
  sampleSteps: readonly StepRollup[],
  from: number,
  to: number,
): ExperimentSection {
  const arms = variants.map((variant) => variant.variant)
  const latest = settings.at(-1)?.weights ?? {}
  const reached = (numbers: FunnelNumbers, step: string) => numbers.steps.find((row) => row.step === step)?.sessions ?? 0
  const { sampleRatio: _pooled, ...report } = experimentReport(
    variants.map((numbers) => ({
      variant: numbers.variant,
      weight: latest[numbers.variant] ?? 0,
      visitors: numbers.visitors,
      conversions: reached(numbers, 'purchase'),
      revenue: Object.fromEntries(numbers.revenue.map((row) => [row.currency, row.minorUnits])),
    })),
  )
  const periods = samplePeriods(settings, sampleSteps, arms, from, to)
  const mismatch = periods.some((period) => period.check?.mismatch === true)
  // The pooled test inside experimentReport assumes one set of weights; the split test decides.
  const leader = report.variants.find((variant) => variant.variant === report.leader)
  const status =
    report.status === 'collecting' || !leader
      ? report.status
      : leader.probabilityToBeBest >= winnerProbability && !mismatch
        ? 'winner'
        : 'leader'
  return {
    ...report,
    status,
    paywall: variants.map((numbers) => {
      const count = reached(numbers, 'paywall')
      return {
        variant: numbers.variant,
        reached: count,
        rate: numbers.visitors > 0 ? count / numbers.visitors : null,
        interval: wilsonInterval(count, numbers.visitors),
      }
    }),
    minimumSample: { visitors: minimumVisitorsPerVariant, conversions: minimumConversionsPerVariant, winnerProbability },
    samplePeriods: periods,
    sampleRatioMismatch: mismatch,
  }
}
