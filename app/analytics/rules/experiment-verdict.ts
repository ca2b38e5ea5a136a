import type { ExperimentSection } from './funnel-report'

/** Below this chance to be best the leader is no better than a coin toss between close variants. */
export const clearLeaderProbability = 0.8

export type VerdictTone = 'collecting' | 'no-difference' | 'leader' | 'winner' | 'mismatch'
export type Verdict = { tone: VerdictTone; sentence: string }

type Experiment = Pick<ExperimentSection, 'status' | 'leader' | 'variants' | 'minimumSample' | 'sampleRatioMismatch'>

const percent = (fraction: number) => `${Math.round(fraction * 100)}%`
const perHundred = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, signDisplay: 'always' })

/**
 * The experiment's result in one sentence a marketer can act on ("Variant B is very likely better:
 * 97% chance, about +1.2 purchases per 100 visitors"). A broken split is said first, because it
 * makes every comparison suspect; then a sample too small to say anything; then how sure the leader is.
 * `nameOf` turns a variant (a funnel id) into the name marketers know it by.
 */
export function experimentVerdict(experiment: Experiment, nameOf: (variant: string) => string = (variant) => variant): Verdict {
  if (experiment.sampleRatioMismatch) {
    return {
      tone: 'mismatch',
      sentence:
        'Do not trust these results yet: visitors were not split between the variants as the weights say, so check how they are assigned.',
    }
  }
  const { visitors, conversions } = experiment.minimumSample
  const leader = experiment.variants.find((variant) => variant.variant === experiment.leader)
  if (experiment.status === 'collecting' || !leader) {
    const short = experiment.variants.filter((variant) => !variant.enoughSample).map((variant) => nameOf(variant.variant))
    return {
      tone: 'collecting',
      sentence: `Not enough data yet: each variant needs ${visitors} visitors and ${conversions} purchases${
        short.length === 0 ? '' : short.length <= 2 ? ` (still short: ${short.join(', ')})` : ` (${short.length} variants are still short)`
      }.`,
    }
  }
  const runnerUp = experiment.variants
    .filter((variant) => variant !== leader)
    .reduce<(typeof experiment.variants)[number] | null>(
      (best, variant) => (best === null || (variant.conversionRate ?? 0) > (best.conversionRate ?? 0) ? variant : best),
      null,
    )
  const uplift = ((leader.conversionRate ?? 0) - (runnerUp?.conversionRate ?? 0)) * 100
  const chance = leader.probabilityToBeBest
  const name = nameOf(leader.variant)
  if (chance < clearLeaderProbability) {
    return {
      tone: 'no-difference',
      sentence: `No clear difference yet: ${name} leads with only a ${percent(chance)} chance to be best.`,
    }
  }
  const by = `about ${perHundred.format(uplift)} purchases per 100 visitors`
  if (experiment.status === 'winner') {
    return { tone: 'winner', sentence: `${name} is very likely better: ${percent(chance)} chance, ${by}.` }
  }
  return {
    tone: 'leader',
    sentence: `${name} is probably better: ${percent(chance)} chance, ${by}; wait for ${percent(
      experiment.minimumSample.winnerProbability,
    )} before calling it.`,
  }
}

/**
 * Where each variant stands, in a few words for beside it in the experiment editor: read off the
 * same report section as the verdict, and with the same precedence (a broken split first, then a
 * sample too small, then the chance to be best). Keyed by variant (funnel id).
 */
export function variantStandings(experiment: Experiment): Record<string, string> {
  const { visitors, conversions } = experiment.minimumSample
  return Object.fromEntries(
    experiment.variants.map((variant) => {
      if (experiment.sampleRatioMismatch) return [variant.variant, 'Split does not follow the shares: results on hold']
      if (!variant.enoughSample) {
        return [
          variant.variant,
          `Collecting: ${variant.visitors} of ${visitors} visitors, ${variant.conversions} of ${conversions} purchases`,
        ]
      }
      const chance = `${percent(variant.probabilityToBeBest)} chance to be best`
      if (experiment.status === 'collecting') return [variant.variant, `Enough data; ${chance} once the others have theirs`]
      if (variant.variant !== experiment.leader) return [variant.variant, chance]
      return [variant.variant, experiment.status === 'winner' ? `Very likely best: ${chance}` : `Leads: ${chance}`]
    }),
  )
}
