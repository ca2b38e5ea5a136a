import type { FieldRule } from '~/ui'
import { passwordMinLength, specialCharacters } from '@schemas/auth/password-rules'

/**
 * The password rules (spec §5) as the ticks under a password field, so a person sees them while
 * typing instead of only after a refused form. The server and the form's zod schema stay the judge.
 */
export const passwordFieldRules: readonly FieldRule[] = [
  { label: `At least ${passwordMinLength} characters`, met: (value) => value.length >= passwordMinLength },
  { label: 'One uppercase letter', met: (value) => /[A-Z]/.test(value) },
  { label: 'One number', met: (value) => /[0-9]/.test(value) },
  { label: 'One special character, like ! or ?', met: (value) => [...value].some((char) => specialCharacters.includes(char)) },
]
