import { getPayloadClient } from '@cms/get-payload'
import { defaultExperiment, type Experiment, experimentSchema, isRunning } from '@schemas/funnel/experiment'
import type { WeightSetting } from '../rules/experiment-periods'
import { cachedContent } from '../../core/content-cache.server'

type StoredVariants = readonly { funnelId: string; weight: number; paused?: boolean | null }[] | null | undefined

/** A stored save of the experiment global as the site runs it; null when it holds nothing usable. */
function parseStored(variants: StoredVariants): { experiment: Experiment | null; error: string | null } {
  if (!variants?.length) return { experiment: null, error: null }
  const parsed = experimentSchema.safeParse({
    variants: variants.map(({ funnelId, weight, paused }) => ({ funnelId, weight, paused: paused ?? false })),
  })
  return parsed.success ? { experiment: parsed.data, error: null } : { experiment: null, error: parsed.error.message }
}

/**
 * The test `/experiment` runs, as saved in the admin (Funnels → Experiment), read once per content
 * stamp. Until it is first saved — or if what is stored no longer parses — the default runs.
 */
export function getExperiment(): Promise<Experiment> {
  return cachedContent('experiment', async () => {
    const payload = await getPayloadClient()
    const stored = await payload.findGlobal({ slug: 'experiment', depth: 0, overrideAccess: true })
    const { experiment, error } = parseStored(stored.variants)
    if (error) payload.logger.error(`The stored experiment is invalid; running the default: ${error}`)
    return experiment ?? defaultExperiment
  })
}

/**
 * The experiment's weights over time, oldest first: the default until its first save, then every
 * saved version (the global keeps them) from the moment it was saved — what /experiment ran then,
 * so a save that did not parse (the site kept the default) counts as the default.
 */
export async function experimentHistory(): Promise<WeightSetting[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.findGlobalVersions({ slug: 'experiment', sort: 'createdAt', limit: 1000, depth: 0, overrideAccess: true })
  // A paused funnel takes no new visitors: for the split it weighs 0, whatever share it keeps.
  const weightsOf = (experiment: Experiment) =>
    Object.fromEntries(experiment.variants.map((variant) => [variant.funnelId, isRunning(variant) ? variant.weight : 0]))
  return [
    { from: -Infinity, weights: weightsOf(defaultExperiment) },
    ...docs.flatMap((doc) => {
      if (!doc.version.variants?.length) return []
      return [{ from: Date.parse(doc.createdAt), weights: weightsOf(parseStored(doc.version.variants).experiment ?? defaultExperiment) }]
    }),
  ]
}
