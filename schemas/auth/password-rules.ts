import { z } from 'zod'

/** Spec §5, word for word. Every failing rule is reported, not only the first. */
export const passwordMessages = {
  length: 'Password must be at least 8 characters long.',
  uppercase: 'Password must contain at least one uppercase letter.',
  number: 'Password must contain at least one number.',
  special: 'Password must contain at least one special character.',
  mismatch: 'Passwords do not match.',
  unchanged: 'Choose a password different from your current one.',
  currentMissing: 'Enter your current password.',
} as const

export const passwordMinLength = 8
/** The fixed set of special characters (ASCII punctuation). */
export const specialCharacters = '!@#$%^&*()_+-=[]{};\':"\\|,.<>/?`~'
const special = new RegExp(`[${specialCharacters.replace(/[\]\\^-]/g, '\\$&')}]`)

export const passwordSchema = z
  .string()
  .min(passwordMinLength, passwordMessages.length)
  .regex(/[A-Z]/, passwordMessages.uppercase)
  .regex(/[0-9]/, passwordMessages.number)
  .regex(special, passwordMessages.special)

/** The same limits as HTML attributes, so the browser explains the length rule before a round trip. */
export const passwordConstraints = { minLength: passwordMinLength, required: true } as const

/** Trimmed and lowercased before sign-in and sign-up (spec §5). */
export const emailSchema = z
  .string({ error: 'Enter your email.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid email address.' }))

const timeZone = z.string().max(64).optional()

export const signUpSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string().optional(),
    firstname: z.string().trim().max(80).optional(),
    lastname: z.string().trim().max(80).optional(),
    timeZone,
  })
  .refine((data) => data.confirmPassword === undefined || data.confirmPassword === data.password, {
    message: passwordMessages.mismatch,
    path: ['confirmPassword'],
  })
export type SignUpInput = z.infer<typeof signUpSchema>

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.'),
})
export type SignInInput = z.infer<typeof signInSchema>

/** A signed-in student changing their password: the current one re-authenticates them. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string({ error: passwordMessages.currentMissing }).min(1, passwordMessages.currentMissing),
    newPassword: passwordSchema,
    confirmPassword: z.string().optional(),
  })
  .refine((data) => data.confirmPassword === undefined || data.confirmPassword === data.newPassword, {
    message: passwordMessages.mismatch,
    path: ['confirmPassword'],
  })
  .refine((data) => data.newPassword !== data.currentPassword, { message: passwordMessages.unchanged, path: ['newPassword'] })
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>

export type FieldErrors = Record<string, string[]>

/** zod issues grouped by field, in rule order — what forms and the API show. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form')
    ;(errors[key] ??= []).push(issue.message)
  }
  return errors
}
