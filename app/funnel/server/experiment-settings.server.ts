import { getPayloadClient } from '../../../cms/get-payload'
import { defaultExperiment, type Experiment, experimentSchema } from '../../../schemas/funnel/experiment'
import { cachedContent } from '../../http/content-cache.server'

/**
 * The test `/experiment` runs, as saved in the admin (Funnels → Experiment), read once per content
 * stamp. Until it is first saved — or if what is stored no longer parses — the default runs.
 */
export function getExperiment(): Promise<Experiment> {
  return cachedContent('experiment', async () => {
    const payload = await getPayloadClient()
    const stored = await payload.findGlobal({ slug: 'experiment', depth: 0, overrideAccess: true })
    const variants = stored.variants?.map(({ funnelId, weight }) => ({ funnelId, weight }))
    if (!variants?.length) return defaultExperiment
    const parsed = experimentSchema.safeParse({ variants })
    if (!parsed.success) payload.logger.error(`The stored experiment is invalid; running the default: ${parsed.error.message}`)
    return parsed.success ? parsed.data : defaultExperiment
  })
}
