import { z } from 'zod'
import { baseScreenFields, buttonTypeSchema, copySchema, optionListSchema } from './common'

/** One choice; a tap records it and moves on. */
export const singleOptionScreenSchema = z.strictObject({
  ...baseScreenFields,
  type: z.literal('SingleOption'),
  title: copySchema,
  buttonType: buttonTypeSchema.default('DEFAULT'),
  options: optionListSchema,
})
