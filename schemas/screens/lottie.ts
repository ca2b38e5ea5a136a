import { z } from 'zod'
import { baseScreenFields, copySchema } from './common'

/** An animation (a Lottie JSON file under public/lottie) with copy. */
export const lottieScreenSchema = z.strictObject({
  ...baseScreenFields,
  type: z.literal('Lottie'),
  title: copySchema,
  animationData: z.string().regex(/^\/lottie\/[\w-]+\.json$/, 'Use a file under /lottie/, e.g. /lottie/social-proof.json'),
})
