import type { Experiment } from '@schemas/funnel/experiment'
import { isRunning } from '@schemas/funnel/experiment-shares'

export type { Experiment, ExperimentVariant } from '@schemas/funnel/experiment'

/** Picks a running variant for a random number in [0, 1), proportionally to the weights; a paused one never. */
export function pickVariant(experiment: Experiment, random: number): string {
  const live = experiment.variants.filter(isRunning)
  const total = live.reduce((sum, variant) => sum + variant.weight, 0)
  let threshold = Math.min(Math.max(random, 0), 0.999999) * total
  for (const variant of live) {
    if (threshold < variant.weight) return variant.funnelId
    threshold -= variant.weight
  }
  return experiment.variants[0]!.funnelId
}

/** A visitor keeps the variant they were given, as long as it is still part of the experiment. */
export function assignVariant(experiment: Experiment, remembered: string | undefined, random: number): string {
  return remembered && isVariant(experiment, remembered) ? remembered : pickVariant(experiment, random)
}

export function isVariant(experiment: Experiment, funnelId: string | undefined): boolean {
  return experiment.variants.some((variant) => variant.funnelId === funnelId)
}
