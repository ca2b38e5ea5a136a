import { z } from 'zod'
import { baseScreenFields, copySchema } from './common'

/** Email capture (the registration screen). The address must be valid to continue. */
export const emailScreenSchema = z.strictObject({
  ...baseScreenFields,
  type: z.literal('Email'),
  title: copySchema,
  placeholder: copySchema.default('Type your email'),
  privacyNote: copySchema.optional(),
  decoration: z.enum(['none', 'gift-box']).default('none'),
  maxLength: z.int().min(6).max(254).default(254),
})
