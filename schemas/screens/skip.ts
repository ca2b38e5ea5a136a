import { z } from 'zod'
import { baseScreenFields, copySchema } from './common'

/** An optional interstitial the visitor may skip; both buttons move on. */
export const skipScreenSchema = z.strictObject({
  ...baseScreenFields,
  type: z.literal('Skip'),
  title: copySchema,
  skipButtonTitle: copySchema.default('Skip'),
})
