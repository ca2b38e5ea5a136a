import { z } from 'zod'
import { baseScreenFields, copySchema, imageSchema } from './common'

export const slideSchema = z.strictObject({
  title: copySchema,
  description: copySchema.optional(),
  claim: copySchema.optional(),
  image: imageSchema.optional(),
})

/** Swipeable slides (e.g. the four challenge weeks) with one button at the end. */
export const sliderScreenSchema = z.strictObject({
  ...baseScreenFields,
  type: z.literal('Slider'),
  slides: z.array(slideSchema).min(1),
})
