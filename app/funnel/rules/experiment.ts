export type ExperimentVariant = { funnelId: string; weight: number }
export type Experiment = { id: string; variants: readonly ExperimentVariant[] }

/**
 * The 100k-challenge test that /experiment runs. Weights are relative; a weight of 0 pauses a
 * variant without forgetting visitors already assigned to it.
 */
export const challenge100kExperiment: Experiment = {
  id: 'challenge_100k',
  variants: [
    { funnelId: 'challenge_100k', weight: 40 },
    { funnelId: 'challenge_100k_v2', weight: 12 },
    { funnelId: 'challenge_100k_v3', weight: 12 },
    { funnelId: 'challenge_100k_v4', weight: 12 },
    { funnelId: 'challenge_100k_v5', weight: 12 },
    { funnelId: 'challenge_100k_v6', weight: 12 },
  ],
}

/** Picks a variant for a random number in [0, 1), proportionally to the weights. */
export function pickVariant(experiment: Experiment, random: number): string {
  const live = experiment.variants.filter((variant) => variant.weight > 0)
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
  const known = experiment.variants.some((variant) => variant.funnelId === remembered)
  return known && remembered ? remembered : pickVariant(experiment, random)
}
