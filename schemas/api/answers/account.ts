import { z } from 'zod'
import { storedId } from './common'
import { flagsSchema } from '../../flags/flags'

/** What the apps see of a student (app/learning/api/student-view.ts). */
export const studentAnswer = z.strictObject({
  id: storedId,
  email: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  status: z.enum(['active', 'redemption', 'other']),
  provider_id: z.string().nullable(),
  hasSavedOnboardingData: z.boolean(),
  timeZone: z.string(),
})

/** Sign-up, sign-in and password change: the token for `Authorization: Bearer`, its expiry and the student. */
export const sessionAnswer = z.strictObject({
  token: z.string(),
  exp: z.number().optional().describe('When the token expires, in Unix seconds'),
  student: studentAnswer,
})

/** The student's metadata: known keys only, every value a string. */
export const metadataAnswer = z.strictObject({ data: z.record(z.string(), z.string()) })

/** The caller's evaluated feature flags. */
export const flagsAnswer = z.strictObject({ data: flagsSchema })

/** App sign-up's code request: the same answer whether or not the email has an account. */
export const codeSentAnswer = z.strictObject({
  email: z.string().describe('The address the code went to, trimmed and lowercased'),
  codeExpiresInMinutes: z.number(),
})

/** App sign-up's checked code: the proof the password step needs, and how long it holds. */
export const signUpProofAnswer = z.strictObject({
  proof: z.string(),
  expiresInSeconds: z.number(),
})
