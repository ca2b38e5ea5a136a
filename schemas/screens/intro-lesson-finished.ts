import { z } from 'zod'
import { baseScreenFields, copySchema } from './common'

/** Congratulates the student after the intro lesson. */
export const introLessonFinishedScreenSchema = z.strictObject({
  ...baseScreenFields,
  type: z.literal('IntroLessonFinished'),
  title: copySchema,
})
