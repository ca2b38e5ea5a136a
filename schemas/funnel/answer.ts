import { z } from 'zod'
import { optionSchema } from '../screens/common'

/** What a visitor answered on one step, as stored under `onboarding_answers` and on the server. */
export const answerSchema = z.strictObject({
  step: z.int().min(1),
  screenId: z.string().min(1),
  question: z.string(),
  data: z.union([optionSchema, z.array(optionSchema), z.strictObject({ value: z.string() })]),
})
export type Answer = z.infer<typeof answerSchema>
