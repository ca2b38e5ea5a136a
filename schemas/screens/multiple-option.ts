import { z } from 'zod'
import { baseScreenFields, buttonTypeSchema, copySchema, optionListSchema } from './common'

/** Several choices, then a continue button. The spec spells this type MultiplyOption. */
export const multipleOptionScreenSchema = z.strictObject({
  ...baseScreenFields,
  type: z.literal('MultipleOption'),
  title: copySchema,
  buttonType: buttonTypeSchema.default('DEFAULT'),
  options: optionListSchema,
  hint: z.enum(['Choose all that apply', 'Select all that apply']).default('Choose all that apply'),
  minSelections: z.int().min(1).default(1),
  maxSelections: z.int().min(1).optional(),
})
