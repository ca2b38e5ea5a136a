import { z } from 'zod'
import { baseScreenFields, copySchema, imageSchema, optionIdSchema } from './common'

const answer = z.strictObject({ id: optionIdSchema, value: copySchema })

/** An opening yes/no question over a large picture. */
export const indianFirstScreenSchema = z.strictObject({
  ...baseScreenFields,
  type: z.literal('IndianFirst'),
  title: copySchema,
  image: imageSchema,
  options: z.tuple([answer, answer]),
})
