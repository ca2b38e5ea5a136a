import { z } from 'zod'
import { baseScreenFields, copySchema, screenIdSchema } from './common'

/** A projected growth curve over the challenge weeks. */
export const chartScreenSchema = z.strictObject({
  ...baseScreenFields,
  type: z.literal('Chart'),
  title: copySchema,
  dependentStep: screenIdSchema.optional().describe('An earlier answer to label the goal with.'),
  disclaimer: copySchema.default('This chart is for illustrative purposes only'),
  labels: z.array(copySchema).min(2).default(['Week 1', 'Week 2', 'Week 3', 'Week 4']),
  startLabel: copySchema.default('Now'),
  goalLabel: copySchema.default('Your goal'),
})
