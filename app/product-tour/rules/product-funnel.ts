import { type ProductTourContext, productTourSource, shouldOpenProductTour } from './product-tour'

/** The funnels the in-app product onboarding plays (spec §2: the product_v1…v3 funnel ids). */
export const productFunnelIds = ['product_v1', 'product_v2', 'product_v3'] as const
export type ProductFunnelId = (typeof productFunnelIds)[number]

/**
 * The spec names no picker among the three. product_v3 is the flow it describes end to end: its
 * intro lesson's done button returns to `/home?source=product_v3_onboarding&onboarding_step=1`
 * (spec §2 and §5 "Lesson flow"), so it is the default and the one a return resumes.
 */
export const defaultProductFunnel: ProductFunnelId = 'product_v3'

const isProductFunnel = (id: string | null | undefined): id is ProductFunnelId => productFunnelIds.some((known) => known === id)

/** What this tab's sessionStorage holds (the funnel player's `onboarding_id` / `onboarding_step`). */
export type StoredFunnelProgress = { funnelId: string | null; step: string | null }

/**
 * Which funnel to play: the one the tab is already in when it is a product funnel (a reload mid-
 * flow keeps it — the pre-purchase funnel this tab may hold, e.g. challenge_v1, is not one), else
 * product_v3. A return from the intro lesson always plays product_v3: that is what its source says.
 */
export function chooseProductFunnel(source: string | null, stored: StoredFunnelProgress): ProductFunnelId {
  if (source === productTourSource) return 'product_v3'
  return isProductFunnel(stored.funnelId) ? stored.funnelId : defaultProductFunnel
}

/** A step index written as text: a whole number from 0 to `totalSteps`, anything else is unusable. */
export function parseStep(raw: string | null | undefined, totalSteps: number): number | undefined {
  if (raw == null || !/^\d+$/.test(raw.trim())) return undefined
  const step = Number(raw.trim())
  return step <= totalSteps ? step : undefined
}

/**
 * The step the funnel starts on (spec §5: "from session storage (default 0)"). Stored progress
 * counts only when it belongs to the same funnel. The return from the intro lesson carries its step
 * in the query (`onboarding_step=1`), which then wins: the lesson page may have run in another tab.
 */
export function startingStep(input: {
  funnelId: ProductFunnelId
  totalSteps: number
  stored: StoredFunnelProgress
  queryStep?: string | null
}): number {
  const fromQuery = parseStep(input.queryStep, input.totalSteps)
  if (fromQuery !== undefined) return fromQuery
  if (input.stored.funnelId !== input.funnelId) return 0
  return parseStep(input.stored.step, input.totalSteps) ?? 0
}

export type ProductTourLaunch = { funnelId: ProductFunnelId; step: number }

/**
 * Whether the modal shows now and with what. It opens by the rules of `shouldOpenProductTour`;
 * a return from the intro lesson (`source=product_v3_onboarding`, which those rules keep from
 * opening afresh) resumes product_v3 where the query says, unless onboarding is already finished.
 */
export function productTourLaunch(
  context: ProductTourContext,
  progress: { stored: StoredFunnelProgress; queryStep: string | null; totalStepsOf: (id: ProductFunnelId) => number },
): ProductTourLaunch | null {
  const returning = context.source === productTourSource && !context.finished
  if (!returning && !shouldOpenProductTour(context)) return null
  const funnelId = chooseProductFunnel(context.source, progress.stored)
  const step = startingStep({
    funnelId,
    totalSteps: progress.totalStepsOf(funnelId),
    stored: progress.stored,
    queryStep: returning ? progress.queryStep : null,
  })
  return { funnelId, step }
}
