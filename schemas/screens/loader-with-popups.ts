import { z } from 'zod'
import { feedbackPopupSchema } from '../content/testimonial'
import { baseScreenFields, copySchema } from './common'

/** A loader that shows testimonial popups (`feedbacks`) one after another, then moves on. */
export const loaderWithPopupsScreenSchema = z.strictObject({
  ...baseScreenFields,
  type: z.literal('LoaderWithPopups'),
  loadingText: copySchema,
  loadingTime: z.number().positive().max(60).optional().describe('Seconds; default from settings.loader.'),
  feedbacks: z.array(feedbackPopupSchema).min(1),
})
