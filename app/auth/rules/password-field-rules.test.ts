import { describe, expect, it } from 'vitest'
import { passwordFieldRules } from './password-field-rules'
import { passwordSchema } from '@schemas/auth/password-rules'

describe('passwordFieldRules', () => {
  it('are all ticked exactly when the password rules accept the password', () => {
    for (const password of ['', 'abc', 'abcdefgh', 'Abcdefgh', 'Abcdefg1', 'Abcdef1!', 'ABCDEF1?', 'Learn!ng2026', 'short1!A']) {
      const allMet = passwordFieldRules.every((rule) => rule.met(password))
      expect(allMet, password).toBe(passwordSchema.safeParse(password).success)
    }
  })

  it('tick one by one as the person types', () => {
    expect(passwordFieldRules.map((rule) => rule.met('Abcdefgh'))).toEqual([true, true, false, false])
  })
})
