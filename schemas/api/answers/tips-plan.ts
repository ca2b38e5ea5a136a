import { z } from 'zod'
import { storedId } from './common'
import { learningPlanSchema, learningProfileSchema } from '../../learning/plan'

/** Answers of the AI tips, the learning profile and the personal plan (spec §7). */

const tip = z.strictObject({
  id: storedId,
  title: z.string(),
  text: z.string(),
  promptToTry: z.string().nullable(),
  model: z.string().nullable(),
  featured: z.boolean(),
  category: z.strictObject({ id: storedId, caption: z.string() }),
  tryItHref: z.string(),
})
export const tipCategoriesAnswer = z.strictObject({
  data: z.array(z.strictObject({ id: storedId.describe('-100 is the synthetic Popular category'), caption: z.string() })),
})
export const tipListAnswer = z.strictObject({ data: z.array(z.strictObject({ content: tip })) })
export const tipAnswer = z.strictObject({ data: z.strictObject({ html: z.string(), content: tip }) })

export const learningProfileAnswer = z.strictObject({ profile: z.strictObject(learningProfileSchema.shape).nullable() })
export const canGenerateAnswer = z.strictObject({ canGenerate: z.boolean() })
export const personalPlanAnswer = z.strictObject({ plan: z.strictObject(learningPlanSchema.shape).nullable() })
