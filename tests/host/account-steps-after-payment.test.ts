/** The account steps after payment and the reset code, over real HTTP. */
import { describe, expect, it } from 'vitest'
import { call, mailedCode, newClientIp, signUpStudent } from '../security/support'

const form = (fields: Record<string, string>) => new URLSearchParams(fields)
const post = (path: string, fields: Record<string, string>, ip = newClientIp()) =>
  call(path, { method: 'POST', body: form(fields), browser: 'same-origin', ip })

describe('forgot-pass', () => {
  it('answers a known and an unknown email the same way', async () => {
    const student = await signUpStudent()
    const known = await post('/onboarding/forgot-pass', { email: student.email })
    const unknown = await post('/onboarding/forgot-pass', { email: 'nobody-here@example.com' })
    expect(known.status).toBe(302)
    expect(unknown.status).toBe(known.status)
    const path = (response: Response) => response.headers.get('location')?.replace(/email=[^&]*/, 'email=*')
    expect(path(unknown)).toBe(path(known))
    expect(path(known)).toBe('/onboarding/verify-code?ignore_ff_id=true&email=*')
    expect(unknown.headers.get('set-cookie')).toBe(known.headers.get('set-cookie'))
  })

  it('limits code requests per client the same way for known and unknown emails', async () => {
    const student = await signUpStudent()
    for (const email of [student.email, 'nobody-at-all@example.com']) {
      const ip = newClientIp()
      const statuses: number[] = []
      for (let i = 0; i < 6; i++) statuses.push((await post('/onboarding/forgot-pass', { email }, ip)).status)
      expect(statuses, email).toEqual([302, 302, 302, 302, 302, 429])
    }
  })
})

describe('verify-code', () => {
  it('refuses the right code after 5 wrong tries', async () => {
    const student = await signUpStudent()
    expect((await post('/onboarding/forgot-pass', { email: student.email })).status).toBe(302)
    const code = await mailedCode(student.email)
    const wrong = code === '000000' ? '111111' : '000000'
    const ip = newClientIp()
    for (let i = 0; i < 5; i++) expect((await post('/onboarding/verify-code', { email: student.email, code: wrong }, ip)).status).toBe(400)
    const sixth = await post('/onboarding/verify-code', { email: student.email, code }, ip)
    expect(sixth.status).toBe(400)
    expect(sixth.headers.get('set-cookie')).toBeNull()
    expect(await sixth.text()).toContain('The code is no longer valid')
  })

  it('limits code checks per client across emails', async () => {
    const ip = newClientIp()
    const statuses: number[] = []
    for (let i = 0; i < 11; i++)
      statuses.push((await post('/onboarding/verify-code', { email: `guess-${i}@example.com`, code: '123456' }, ip)).status)
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true)
    expect(statuses[10]).toBe(429)
  })

  it('the right code gives a proof that sets the password and signs in', async () => {
    const student = await signUpStudent()
    await post('/onboarding/forgot-pass', { email: student.email })
    const verified = await post('/onboarding/verify-code', { email: student.email, code: await mailedCode(student.email) })
    expect(verified.status).toBe(302)
    const proof = verified.headers.get('set-cookie')!.split(';')[0]!
    const withoutProof = await post('/onboarding/set-password', { email: student.email, password: 'N3w!password' })
    expect(withoutProof.status).toBe(403)
    const done = await call('/onboarding/set-password', {
      method: 'POST',
      body: form({ email: student.email, password: 'N3w!password' }),
      browser: 'same-origin',
      cookie: proof,
    })
    expect(done.status).toBe(302)
    expect(done.headers.get('location')).toBe('/home')
    expect(done.headers.get('set-cookie')).toContain('payload-token=')
    // Every earlier session of the account ended with the new password.
    expect((await call('/api/profile', { token: student.token })).status).toBe(401)
  })
})

describe('set-email and create-password', () => {
  it.each(['1', '2', '999999', 'abc', ''])('order=%s without the buyer’s cookie is 404, never a 500', async (order) => {
    expect((await call(`/onboarding/set-email?order=${order}`)).status).toBe(404)
    expect((await call(`/onboarding/create-password?order=${order}`)).status).toBe(404)
    expect((await call(`/onboarding/loader?order=${order}`)).status).toBe(404)
    expect((await post(`/onboarding/set-email?order=${order}`, { email: 'thief@example.com' })).status).toBe(404)
    expect((await post(`/onboarding/create-password?order=${order}`, { password: 'Str0ng!password' })).status).toBe(404)
  })
})
