import { z } from 'zod'
import { baseScreenFields, copySchema } from './common'

/** Progress with rotating testimonials; moves on by itself after `loadingTime` seconds. */
export const loaderScreenSchema = z.strictObject({
  ...baseScreenFields,
  type: z.literal('Loader'),
  loadingText: copySchema,
  loadingTime: z.number().positive().max(60).optional().describe('Seconds; default from settings.loader.'),
  steps: z.array(copySchema).optional().describe('Labels shown as the progress passes them.'),
})
