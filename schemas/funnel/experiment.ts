import { z } from 'zod'

/**
 * The split test `/experiment` runs (issue #16): which funnels take part and their relative weights.
 * Marketers edit it in the admin (Funnels → Experiment); a change applies to new visitors only, since
 * a visitor keeps the variant their cookie remembers while it is still part of the test.
 */
export const experimentVariantSchema = z.object({
  funnelId: z.string().regex(/^[a-z0-9_]+$/, 'A funnel id: lowercase letters, digits and _'),
  // 0 pauses a funnel: no new visitors, while those already in it stay (their cookie keeps it).
  weight: z.number().min(0, 'A weight is 0 (paused) or more').max(1_000_000),
})

export const experimentSchema = z.object({
  variants: z
    .array(experimentVariantSchema)
    .min(1, 'The test needs at least one funnel')
    .max(20)
    .refine((variants) => new Set(variants.map((variant) => variant.funnelId)).size === variants.length, 'Each funnel takes part once')
    .refine((variants) => variants.some((variant) => variant.weight > 0), 'At least one funnel needs a weight above 0'),
})

export type ExperimentVariant = z.infer<typeof experimentVariantSchema>
export type Experiment = z.infer<typeof experimentSchema>

/** What the test runs until a marketer saves it: the 100k challenge and its five variants. */
export const defaultExperiment: Experiment = {
  variants: [
    { funnelId: 'challenge_100k', weight: 40 },
    { funnelId: 'challenge_100k_v2', weight: 12 },
    { funnelId: 'challenge_100k_v3', weight: 12 },
    { funnelId: 'challenge_100k_v4', weight: 12 },
    { funnelId: 'challenge_100k_v5', weight: 12 },
    { funnelId: 'challenge_100k_v6', weight: 12 },
  ],
}
