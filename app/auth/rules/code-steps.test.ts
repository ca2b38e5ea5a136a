import { describe, expect, it } from 'vitest'
import { isAppSignUp, setPasswordPath, verifyCodePath } from './code-steps'

const query = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams)

describe('the code steps (spec §2: a code request goes to verify-code; app sign-up adds is_app_onboarding=true)', () => {
  it('a code request goes to verify-code with ignore_ff_id and the email', () => {
    const path = verifyCodePath('ann@example.com')
    expect(path.startsWith('/onboarding/verify-code?')).toBe(true)
    expect(query(path)).toEqual({ ignore_ff_id: 'true', email: 'ann@example.com' })
  })

  it('app sign-up adds is_app_onboarding=true, and the password step keeps it', () => {
    expect(query(verifyCodePath('ann@example.com', { appSignUp: true }))).toEqual({
      ignore_ff_id: 'true',
      email: 'ann@example.com',
      is_app_onboarding: 'true',
    })
    const next = setPasswordPath('ann@example.com', { appSignUp: true })
    expect(next.startsWith('/onboarding/set-password?')).toBe(true)
    expect(isAppSignUp(new URL(next, 'http://x').searchParams)).toBe(true)
  })

  it('a buyer’s order rides along; without the flag it is not app onboarding', () => {
    expect(query(verifyCodePath('a@b.co', { order: '12' }))).toEqual({ ignore_ff_id: 'true', email: 'a@b.co', order: '12' })
    expect(isAppSignUp(new URLSearchParams('is_app_onboarding=1'))).toBe(false)
    expect(isAppSignUp(new URLSearchParams(''))).toBe(false)
  })
})
