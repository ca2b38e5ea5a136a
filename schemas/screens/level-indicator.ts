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
  textMark: textMarkSchema,
  levelFrom: z.array(screenIdSchema).min(1),
  marks: z.partialRecord(levelSchema, textMarkSchema).optional().describe('A different mark per derived level.'),
})
