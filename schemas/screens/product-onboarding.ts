import { z } from 'zod'
import { baseScreenFields } from './common'

/** One slide of the in-app product onboarding. A slide may be image-only. */
export const productOnboardingScreenSchema = z.strictObject({
  ...baseScreenFields,
  type: z.literal('ProductOnboarding'),
  secondaryButtonTitle: z.string().trim().min(1).optional(),
})
