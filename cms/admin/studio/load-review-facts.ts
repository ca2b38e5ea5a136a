import { defaultExperiment, experimentSchema } from '@schemas/funnel/experiment'
import { planSetChoices } from './plan-set-choices'
import type { SplitVariant } from './test-split'
import type { PlanSetChoice } from './use-studio-choices'

export type ReviewFacts = { variants: SplitVariant[]; planSets: PlanSetChoice[] }

/** What the review sheet says besides the diff: the /experiment split today (the default until first saved) and the plan sets' names. */
export async function loadReviewFacts(api = '/cms/api'): Promise<ReviewFacts> {
  const json = async (url: string): Promise<unknown> => {
    try {
      const response = await fetch(url, { credentials: 'include' })
      return response.ok ? await response.json() : undefined
    } catch {
      return undefined
    }
  }
  const [experiment, plans] = await Promise.all([
    json(`${api}/globals/experiment?depth=0`) as Promise<{ variants?: SplitVariant[] } | undefined>,
    json(`${api}/plans?limit=100&depth=0&sort=order`) as Promise<{ docs?: { set?: string; name?: string; order?: number }[] } | undefined>,
  ])
  const stored = experimentSchema.safeParse({
    variants: (experiment?.variants ?? []).map(({ funnelId, weight }) => ({ funnelId, weight })),
  })
  return { variants: stored.success ? stored.data.variants : defaultExperiment.variants, planSets: planSetChoices(plans?.docs ?? []) }
}
