import { z } from 'zod'
import { levelSchema } from '../content/level'

export const screenIdSchema = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, 'Use letters, digits, _ or -, starting with a letter')
  .describe('Unique within the funnel; answers and dependent screens refer to it.')

/** Visible copy. May contain placeholders such as {{answer:screen8.title}}, {{name}} or {{date:+28d}}. */
export const copySchema = z.string().trim().min(1)

/** A file under public/ ("/images/…") or a name resolved against the funnel's image set. */
export const imageSchema = z.string().trim().min(1)

export const imgStylesSchema = z.record(z.string(), z.union([z.string(), z.number()]))

export const buttonTypeSchema = z.enum(['DEFAULT', 'BOX'])

export const optionIdSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'Use letters, digits, _ or -')

/** A result shown as a recap of the choice (on a dependent screen) or as feedback right after it. */
export const answerRecapSchema = z.strictObject({ title: copySchema, description: copySchema.optional() })

export const optionSchema = z.strictObject({
  id: optionIdSchema,
  value: copySchema,
  icon: z.string().optional(),
  answer: answerRecapSchema.optional(),
  level: levelSchema.optional(),
  /** On a MultipleOption screen: an answer that rules out the others ("None yet"). Choosing it clears them; choosing another clears it. */
  exclusive: z.boolean().optional(),
})
export type Option = z.infer<typeof optionSchema>

/** A condition on an earlier answer: the chosen option (or any of several) is, or is not, one of these. */
export const conditionSchema = z.union([
  z.strictObject({ screen: screenIdSchema, equals: optionIdSchema }),
  z.strictObject({ screen: screenIdSchema, in: z.array(optionIdSchema).min(1) }),
  z.strictObject({ screen: screenIdSchema, notIn: z.array(optionIdSchema).min(1) }),
])
export type Condition = z.infer<typeof conditionSchema>

export const nextRuleSchema = z.strictObject({ when: conditionSchema, goto: screenIdSchema })
export type NextRule = z.infer<typeof nextRuleSchema>

/** Fields every screen may carry. Routing is linear unless `next` rules or `skipIf` say otherwise. */
export const baseScreenFields = {
  id: screenIdSchema,
  title: copySchema.optional(),
  description: copySchema.optional(),
  preTitle: copySchema.optional(),
  image: imageSchema.optional(),
  imgStyles: imgStylesSchema.optional(),
  nextButtonTitle: copySchema.optional(),
  next: z.array(nextRuleSchema).optional().describe('First matching rule wins; otherwise the next screen.'),
  skipIf: conditionSchema.optional().describe('Skip this screen when the condition holds.'),
}

export const optionListSchema = z.array(optionSchema).min(2)
