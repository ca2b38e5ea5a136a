import { z } from 'zod'
import { saveOfferSchema } from '../payments/save-offer'
import { baseScreenFields, copySchema } from './common'

/**
 * The end of a cancellation flow (issue #47): a save offer the student may accept, or — without
 * `offer` — the goodbye before the subscription is cancelled. `description` is its text. Either way its button ends the flow,
 * and the player shows "Cancel anyway" beside it.
 */
export const saveOfferScreenSchema = z.strictObject({
  ...baseScreenFields,
  type: z.literal('SaveOffer'),
  title: copySchema,
  offer: saveOfferSchema.optional().describe('What the student is offered; leave it out for a plain goodbye.'),
  acceptLabel: copySchema.max(60).optional().describe('The accept button, e.g. "Pause instead"; a goodbye has none.'),
})
