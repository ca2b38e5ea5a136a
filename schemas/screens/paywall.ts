import { z } from 'zod'
import { baseScreenFields, copySchema } from './common'

export const discountSchema = z.strictObject({
  percent: z.int().min(1).max(95),
  title: copySchema,
  expiresInMinutes: z.int().min(1).max(1440).default(10),
})

/** Plans and checkout. With `discount` it is the discount paywall shown after the first is declined. */
export const paywallScreenSchema = z.strictObject({
  ...baseScreenFields,
  type: z.literal('Paywall'),
  title: copySchema,
  discount: discountSchema.optional(),
  planSet: z.string().min(1).optional().describe('Overrides settings.paywall.planSet for this paywall.'),
})
