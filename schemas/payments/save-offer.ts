import { z } from 'zod'

/**
 * What a cancellation flow may offer a student who asked to cancel (issue #47, "cancellation flows
 * with save offers"): a discount on the next renewal, a pause of one billing period, a switch to a
 * cheaper plan. Marketers set one per reason in the studio; the server applies it through the
 * payment adapters (app/payments/server/save-offers.server.ts) and mails its own receipt.
 */
export const saveOfferSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('discount'),
    /** Off the next renewal only; later renewals charge the plan's price again. */
    percentOff: z.int('Give the discount as a whole percent').min(5, 'Offer at least 5 % off').max(90, 'Offer at most 90 % off'),
  }),
  z.strictObject({
    /** No charge and no access for one billing period after the paid one ends; then it renews by itself. */
    kind: z.literal('pause'),
  }),
  z.strictObject({
    kind: z.literal('switch-plan'),
    /** The product id of the cheaper plan (the `Plans` collection's `productId`). */
    productId: z.string().trim().min(1, 'Pick the plan to offer').max(64),
  }),
])
export type SaveOffer = z.infer<typeof saveOfferSchema>
export type SaveOfferKind = SaveOffer['kind']

export const saveOfferKinds = ['discount', 'pause', 'switch-plan'] as const satisfies readonly SaveOfferKind[]

/** How a cancellation attempt ended: saved by an offer, cancelled, or left without either. */
export const cancellationOutcomes = ['saved', 'cancelled', 'abandoned'] as const
export type CancellationOutcome = (typeof cancellationOutcomes)[number]
