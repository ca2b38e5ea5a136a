import { describe, expect, it } from 'vitest'
import { fieldErrors, passwordMessages, signInSchema, signUpSchema } from './password-rules'

const problems = (password: string, confirmPassword?: string) => {
  const result = signUpSchema.safeParse({ email: 'a@b.co', password, confirmPassword })
  return result.success ? [] : [...(fieldErrors(result.error).password ?? []), ...(fieldErrors(result.error).confirmPassword ?? [])]
}

describe('password rules', () => {
  it('lists every failing rule with the spec wording', () => {
    expect(problems('abc')).toEqual([passwordMessages.length, passwordMessages.uppercase, passwordMessages.number, passwordMessages.special])
  })
  it('names each missing kind of character', () => {
    expect(problems('abcdefgh1!')).toEqual([passwordMessages.uppercase])
    expect(problems('Abcdefgh!')).toEqual([passwordMessages.number])
    expect(problems('Abcdefgh1')).toEqual([passwordMessages.special])
  })
  it('accepts a strong password and checks the confirmation', () => {
    expect(problems('Str0ng!pass')).toEqual([])
    expect(problems('Str0ng!pass', 'Str0ng!pasS')).toEqual([passwordMessages.mismatch])
    expect(problems('Str0ng!pass', 'Str0ng!pass')).toEqual([])
  })
  it('trims and lowercases emails', () => {
    expect(signInSchema.parse({ email: '  Ann@Example.COM ', password: 'x' }).email).toBe('ann@example.com')
    expect(signInSchema.safeParse({ email: 'ann@example.com', password: '' }).success).toBe(false)
  })
})
