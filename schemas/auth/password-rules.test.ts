import { describe, expect, it } from 'vitest'
import { fieldErrors, passwordChangeSchema, passwordMessages, signInSchema, signUpSchema } from './password-rules'

const problems = (password: string, confirmPassword?: string) => {
  const result = signUpSchema.safeParse({ email: 'a@b.co', password, confirmPassword })
  return result.success ? [] : [...(fieldErrors(result.error).password ?? []), ...(fieldErrors(result.error).confirmPassword ?? [])]
}

describe('password rules', () => {
  it('lists every failing rule with the spec wording', () => {
    expect(problems('abc')).toEqual([
      passwordMessages.length,
      passwordMessages.uppercase,
      passwordMessages.number,
      passwordMessages.special,
    ])
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

describe('password change', () => {
  const problems = (body: Record<string, string>) => {
    const result = passwordChangeSchema.safeParse(body)
    return result.success ? {} : fieldErrors(result.error)
  }
  it('asks for the current password and applies the rules to the new one', () => {
    expect(problems({ newPassword: 'weak' })).toEqual({
      currentPassword: [passwordMessages.currentMissing],
      newPassword: [passwordMessages.length, passwordMessages.uppercase, passwordMessages.number, passwordMessages.special],
    })
  })
  it('checks the confirmation and refuses the same password again', () => {
    expect(problems({ currentPassword: 'Old-pass1!', newPassword: 'New-pass1!', confirmPassword: 'New-pass2!' })).toEqual({
      confirmPassword: [passwordMessages.mismatch],
    })
    expect(problems({ currentPassword: 'Same-pass1!', newPassword: 'Same-pass1!' })).toEqual({ newPassword: [passwordMessages.unchanged] })
    expect(problems({ currentPassword: 'Old-pass1!', newPassword: 'New-pass1!' })).toEqual({})
  })
})
