import { z } from 'zod'
import { baseScreenFields, copySchema, optionIdSchema } from './common'

const yesNoOption = z.strictObject({ id: optionIdSchema, value: copySchema })

/** Two buttons. `inputId: "consent"` records marketing consent: the first option means yes. */
export const yesNoScreenSchema = z.strictObject({
  ...baseScreenFields,
  type: z.literal('YesNo'),
  title: copySchema,
  inputId: z.enum(['consent', 'answer']).default('answer'),
  options: z.tuple([yesNoOption, yesNoOption]),
})
