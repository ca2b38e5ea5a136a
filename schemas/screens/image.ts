import { z } from 'zod'
import { baseScreenFields, copySchema, imageSchema, screenIdSchema } from './common'

/** A picture with a caption; with `dependentStep` it illustrates an earlier answer. */
export const imageScreenSchema = z.strictObject({
  ...baseScreenFields,
  type: z.literal('Image'),
  image: imageSchema,
  title: copySchema,
  dependentStep: screenIdSchema.optional(),
})
