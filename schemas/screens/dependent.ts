import { z } from 'zod'
import { baseScreenFields, screenIdSchema } from './common'
import { textMarkSchema } from './level-indicator'

/** Shows the recap (`answer`) of the option chosen on an earlier screen. */
export const dependentScreenSchema = z.strictObject({
  ...baseScreenFields,
  type: z.literal('Dependent'),
  dependentStep: screenIdSchema.describe('The earlier screen whose answer this screen recalls.'),
  textMark: textMarkSchema.optional(),
})
