import { z } from 'zod'
import { isRunning, runningShareTotal } from './experiment-shares'

export { isRunning, runningShareTotal }

/**
 * The split test `/experiment` runs (issue #16): which funnels take part and their relative weights.
 * Marketers edit it in the admin (Funnels → Experiment); a change applies to new visitors only, since
 * a visitor keeps the variant their cookie remembers while it is still part of the test.
 */
export const experimentVariantSchema = z.object({
  funnelId: z.string().regex(/^[a-z0-9_]+$/, 'A funnel id: lowercase letters, digits and _'),
  // The funnel's share of new visitors (the admin's editor keeps the running shares at 100 %).
  weight: z.number().min(0, 'A weight is 0 (paused) or more').max(1_000_000),
  // Paused: no new visitors, while those already in it stay (their cookie keeps it); the weight is
  // kept for when it runs again. A weight of 0 pauses too (saves from before the pause existed).
  paused: z.boolean().default(false),
})

export const experimentSchema = z.object({
  variants: z
    .array(experimentVariantSchema)
    .min(1, 'The test needs at least one funnel')
    .max(20)
    .refine((variants) => new Set(variants.map((variant) => variant.funnelId)).size === variants.length, 'Each funnel takes part once')
    .refine((variants) => variants.some(isRunning), 'At least one funnel must run: give it a share above 0 and leave it unpaused'),
})

/**
 * What the admin saves: the experiment as the site reads it, with its weights as whole-percent
 * shares of new visitors that, over the running funnels, add up to 100 %. The site itself reads
 * any weights proportionally (older saves are relative weights), so this holds saves only.
 */
export const experimentSaveSchema = experimentSchema.superRefine(({ variants }, context) => {
  const notWhole = variants.find((variant) => !Number.isInteger(variant.weight))
  if (notWhole) context.addIssue({ code: 'custom', message: `Shares are whole percents: ${notWhole.weight} % is not.` })
  const total = runningShareTotal(variants)
  if (variants.some(isRunning) && total !== 100) {
    context.addIssue({
      code: 'custom',
      message: `The running funnels' shares add up to ${total} %: they must add up to 100 % (a paused funnel keeps its share for later and does not count).`,
    })
  }
})

export type ExperimentVariant = z.infer<typeof experimentVariantSchema>
export type Experiment = z.infer<typeof experimentSchema>
export type ExperimentInput = z.input<typeof experimentSchema>

/** What the test runs until a marketer saves it: the 100k challenge and its five variants. */
export const defaultExperiment: Experiment = {
  variants: [
    { funnelId: 'challenge_100k', weight: 40, paused: false },
    { funnelId: 'challenge_100k_v2', weight: 12, paused: false },
    { funnelId: 'challenge_100k_v3', weight: 12, paused: false },
    { funnelId: 'challenge_100k_v4', weight: 12, paused: false },
    { funnelId: 'challenge_100k_v5', weight: 12, paused: false },
    { funnelId: 'challenge_100k_v6', weight: 12, paused: false },
  ],
}
