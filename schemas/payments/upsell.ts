import { z } from 'zod'
import { upsellPacks } from './upsell-labels'

/** The one-time packs a student can add after the first payment (spec §3 "Upsell", §9). */
export { upsellPacks }
export const upsellPackSchema = z.enum(upsellPacks)
export type UpsellPack = z.infer<typeof upsellPackSchema>

export { upsellPackLabels } from './upsell-labels'

/**
 * One offer in the upsell flow, in the order the CMS lists them. A `sale` offer is the discounted
 * second chance for the offer before it: it is shown as a modal after a skip, never on its own.
 */
export const upsellOfferSchema = z.object({
  upsellId: z.string().trim().min(1).max(64),
  planId: z.string().trim().min(1).max(64),
  pack: upsellPackSchema,
  sale: z.boolean(),
})
export type UpsellOffer = z.infer<typeof upsellOfferSchema>

/** The spec's default upsell ids, in order; the last two are its `{hash}` entries (the Ultimate AI pack and its sale, see cms/seed/data/upsells.ts). */
export const defaultUpsellIds = [
  '30k_prompts',
  '30k_prompts_sale',
  '600_prompts',
  '600_prompts_sale',
  'ai_tools',
  'd3f33269c5c9',
  'f94ecd672344',
] as const

/** Pack status from the purchase check (spec §4 "Upsell flow", §8 "Payment outcome mapping"). */
export const packStatuses = ['Success', 'Processing', 'Fail'] as const
export type PackStatus = (typeof packStatuses)[number]

/** Closing the failed modal this many times still moves on; one more ends the flow (spec §9). */
export const maxFailedUpsellAttempts = 2
