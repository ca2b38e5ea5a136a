import { z } from 'zod'
import { baseScreenFields, copySchema } from './common'

/** A statement with an optional picture and statistic. */
export const infoScreenSchema = z.strictObject({
  ...baseScreenFields,
  type: z.literal('Info'),
  title: copySchema,
  statistic: copySchema.optional(),
})
