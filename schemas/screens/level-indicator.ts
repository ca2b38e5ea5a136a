import { z } from 'zod'
import { levelSchema } from '../content/level'
import { baseScreenFields, copySchema, screenIdSchema } from './common'

export const textMarkSchema = z.strictObject({ title: copySchema, description: copySchema, icon: z.string().optional() })
export type TextMark = z.infer<typeof textMarkSchema>

/** A gauge whose level comes from the levels of the options chosen on `levelFrom` screens. */
export const levelIndicatorScreenSchema = z.strictObject({
  ...baseScreenFields,
  type: z.literal('LevelIndicator'),
  title: copySchema,
  label: copySchema,
  textMark: textMarkSchema.describe('The mark for Moderate (the level with nothing to go on), unless marks.Moderate replaces it.'),
  levelFrom: z.array(screenIdSchema).min(1),
  marks: z
    .partialRecord(levelSchema, textMarkSchema)
    .optional()
    .describe('The mark per derived level. A level without one (Low or High) shows the gauge without words.'),
})
