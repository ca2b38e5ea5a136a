import { z } from 'zod'
import { baseScreenFields, copySchema } from './common'

/** Free text. `inputId: "name"` stores the visitor's name (required, trimmed). */
export const inputScreenSchema = z.strictObject({
  ...baseScreenFields,
  type: z.literal('Input'),
  title: copySchema,
  inputId: z.enum(['name', 'text']),
  placeholder: copySchema.optional(),
  maxLength: z.int().min(1).max(500).default(60),
})
