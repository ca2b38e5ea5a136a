import { z } from 'zod'
import { emailSchema, passwordSchema } from './password-rules'

/**
 * App sign-up for the mobile apps over /api (spec §2, §7 "app sign-up"): the same three steps as
 * /onboarding/app with is_app_onboarding=true — an email, the code mailed to it, a password — with
 * the proof of the code carried in the body instead of a cookie.
 */
export const appSignUpCodeBody = z.object({ email: emailSchema })

export const appSignUpVerifyBody = z.object({
  email: emailSchema,
  code: z.string({ error: 'Enter the code from your email.' }).trim().max(12),
})

export const appSignUpPasswordBody = z.object({
  email: emailSchema,
  proof: z
    .string({ error: 'Confirm the code from your email first.' })
    .min(1)
    .max(1000)
    .describe('The proof /api/auth/app-signup/verify answered'),
  password: passwordSchema,
  timeZone: z.string().max(64).optional().describe('IANA time zone of the device, e.g. Europe/Berlin'),
})
