import type { Currency } from '~/intl/currency'
import { comparePosteriors, defaultDraws, defaultSeed } from './bayesian-comparison'
import { checkSampleRatio, type SampleRatioCheck } from './sample-ratio-mismatch'
import { conversionIntervalLabel, type Interval, wilsonInterval } from './wilson-interval'

/**
 * No variant is called ahead, let alone a winner, until every variant has this many visitors and
 * conversions. With a handful of conversions the posterior mostly reflects luck, and the first
 * days' traffic (one campaign, one weekday) is not yet the audience the result is meant for;
 * checking P(best) daily on such data crowns false winners. Ten conversions also keep the Wilson
 * interval from spanning most of the plausible range.
 */
export const minimumVisitorsPerVariant = 100
export const minimumConversionsPerVariant = 10
/** A variant is the winner once its posterior probability to be best reaches this. */
export const winnerProbability = 0.95

export type VariantTally = {
  variant: string
  /** The configured weight while these visitors were assigned; 0 for a paused variant. */
  weight: number
  visitors: number
  conversions: number
  /** Revenue in minor units (cents), one entry per currency charged. */
  revenue?: Partial<Record<Currency, number>>
}

/** One currency's revenue divided by all the variant's visitors (in minor units). */
export type RevenuePerVisitor = { currency: Currency; minorUnitsPerVisitor: number }

export type VariantResult = Omit<VariantTally, 'revenue'> & {
  conversionRate: number | null
  interval: Interval | null
  probabilityToBeBest: number
  expectedLoss: number
  revenuePerVisitor: RevenuePerVisitor[]
  enoughSample: boolean
}

/**
 * `collecting`: some variant is below the minimum sample, say nothing about who leads.
 * `leader`: a variant has the highest P(best), but below the winner threshold or with a sample-ratio
 * mismatch, whose broken assignment makes any comparison suspect. `winner`: neither holds back.
 */
export type ExperimentStatus = 'collecting' | 'leader' | 'winner'

export type ExperimentReport = {
  status: ExperimentStatus
  leader: string | null
  variants: VariantResult[]
  sampleRatio: SampleRatioCheck | null
  intervalLabel: string
  draws: number
}

export function experimentReport(tallies: readonly VariantTally[], { draws = defaultDraws, seed = defaultSeed } = {}): ExperimentReport {
  const posteriors = comparePosteriors(tallies, { draws, seed })
  const variants = tallies.map(({ revenue, ...tally }, i): VariantResult => ({
    ...tally,
    conversionRate: tally.visitors > 0 ? tally.conversions / tally.visitors : null,
    interval: wilsonInterval(tally.conversions, tally.visitors),
    probabilityToBeBest: posteriors.probabilityToBeBest[i]!,
    expectedLoss: posteriors.expectedLoss[i]!,
    revenuePerVisitor: revenuePerVisitor(revenue ?? {}, tally.visitors),
    enoughSample: tally.visitors >= minimumVisitorsPerVariant && tally.conversions >= minimumConversionsPerVariant,
  }))
  const sampleRatio = checkSampleRatio(tallies)
  const report = { variants, sampleRatio, intervalLabel: conversionIntervalLabel, draws }
  if (variants.length < 2 || variants.some((variant) => !variant.enoughSample)) return { ...report, status: 'collecting', leader: null }
  const leader = variants.reduce((best, variant) => (variant.probabilityToBeBest > best.probabilityToBeBest ? variant : best))
  const wins = leader.probabilityToBeBest >= winnerProbability && !sampleRatio?.mismatch
  return { ...report, status: wins ? 'winner' : 'leader', leader: leader.variant }
}

// Currencies are never added up: a visitor pays in the currency of their country, and both arms of
// a randomized test get the same mix of countries, so each currency compares fairly on its own.
function revenuePerVisitor(revenue: Partial<Record<Currency, number>>, visitors: number): RevenuePerVisitor[] {
  if (visitors === 0) return []
  return (Object.entries(revenue) as [Currency, number][])
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, minorUnits]) => ({ currency, minorUnitsPerVisitor: minorUnits / visitors }))
}
