import { describe, expect, it } from 'vitest'
import { emailExists, invalidCredentials, signIn, signUp } from '../../app/auth/server/auth.server'
import { serializeOwnedSessions } from '../../app/core/visitor-cookies.server'
import { attachFunnelSession } from '../../app/funnel/server/funnel-session-link.server'
import { type ProblemError } from '../../app/core/problem'
import { getStudent } from '../../app/core/session.server'
import { action as apiSignUp } from '../../app/routes/api.auth.signup'
import { passwordMessages } from '@schemas/auth/password-rules'
import { asStudent, createStudent, getPayloadClient, strongPassword } from '../support/students'
import { contractChecked } from '../support/api-contract'

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error as ProblemError).problem,
  )

// Every answer is also held to the OpenAPI document (tests/support/api-contract.ts).
const apiCall = (body: unknown) =>
  contractChecked(apiSignUp)({
    request: new Request('http://localhost:3000/api/auth/signup', { method: 'POST', body: JSON.stringify(body) }),
    context: { clientIp: `api-${Math.random()}` },
    params: {},
  })

describe('student accounts', () => {
  it('signs up with a trimmed, lowercased email and a UTC default time zone', async () => {
    const session = await signUp({ email: '  New.Student@Example.com ', password: strongPassword }, new Request('http://x/'), 'k1')
    expect(session.student.email).toBe('new.student@example.com')
    expect(session.student.timeZone).toBe('UTC')
    expect(session.student.status).toBe('other')
    expect(session.setCookie).toMatch(/payload-token=.*HttpOnly.*SameSite=Lax/)
    const fromToken = await getStudent(asStudent(session))
    expect(fromToken?.id).toBe(session.student.id)
  })

  it('refuses a weak password with every failing rule, and a taken email', async () => {
    const weak = await refusal(signUp({ email: 'weak@example.com', password: 'abc' }, new Request('http://x/'), 'k2'))
    expect(weak?.status).toBe(400)
    expect(weak?.fieldErrors?.password).toEqual([
      passwordMessages.length,
      passwordMessages.uppercase,
      passwordMessages.number,
      passwordMessages.special,
    ])
    const existing = await createStudent()
    const taken = await refusal(signUp({ email: existing.student.email, password: strongPassword }, new Request('http://x/'), 'k2'))
    expect(taken).toMatchObject({ status: 409, message: emailExists })
  })

  it('answers the API with 400 and the spec message, never a 500', async () => {
    const weak = await apiCall({ email: 'api@example.com', password: 'abc' })
    expect(weak.status).toBe(400)
    const body = await weak.json()
    expect(body.error.title).toBeTruthy()
    expect(body.error.message).toContain('Password must be at least 8 characters long.')
    const existing = await createStudent()
    const taken = await apiCall({ email: existing.student.email, password: strongPassword })
    expect(taken.status).toBe(409)
    expect((await taken.json()).error.message).toBe('Email already exists')
    const garbage = await apiSignUp({
      request: new Request('http://localhost:3000/api/auth/signup', { method: 'POST', body: '{nope' }),
      context: {},
      params: {},
    })
    expect(garbage.status).toBe(400)
  })

  it('locks the account out at the sixth wrong password, answering as for a wrong password', async () => {
    const { student } = await createStudent()
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await refusal(signIn({ email: student.email, password: 'Wr0ng!password' }, new Request('http://x/'), `lock-${attempt}`))
      expect(wrong, `attempt ${attempt}`).toMatchObject({ status: 401, message: invalidCredentials })
    }
    const sixth = await refusal(signIn({ email: student.email, password: 'Wr0ng!password' }, new Request('http://x/'), 'lock-6'))
    expect(sixth).toMatchObject({ status: 401, message: invalidCredentials })
    // Locked means locked: even the right password waits.
    const right = await refusal(signIn({ email: student.email, password: strongPassword }, new Request('http://x/'), 'lock-7'))
    expect(right).toMatchObject({ status: 401, message: invalidCredentials })
  })

  it('limits sign-in attempts per client address', async () => {
    const results = []
    for (let i = 0; i < 11; i++)
      results.push(await refusal(signIn({ email: 'nobody@example.com', password: 'x' }, new Request('http://x/'), 'one-ip')))
    expect(results[9]?.status).toBe(401)
    expect(results[10]?.status).toBe(429)
  })

  it('links the funnel sessions this browser owns to the new student, and nothing for a forged cookie', async () => {
    const payload = await getPayloadClient()
    const { student } = await createStudent()
    const { student: other } = await createStudent()
    expect(await attachFunnelSession(student.id, new Request('http://x/'))).toEqual({ linked: 0 })

    const session = await payload.create({
      collection: 'funnel-sessions',
      data: { visitorId: '2b1c7a56-5d0e-4c59-9a53-1f7c3a2d9e10', funnelId: 'challenge_v1', funnelVersion: 1, state: {} },
    })
    const forged = `funnel_session=${btoa(JSON.stringify({ challenge_v1: String(session.id) }))}`
    expect(await attachFunnelSession(other.id, new Request('http://x/', { headers: { Cookie: forged } }))).toEqual({ linked: 0 })

    const signed = (await serializeOwnedSessions({ challenge_v1: String(session.id) })).split(';')[0]!
    expect(await attachFunnelSession(student.id, new Request('http://x/', { headers: { Cookie: signed } }))).toEqual({ linked: 1 })
    expect((await payload.findByID({ collection: 'funnel-sessions', id: session.id, depth: 0 })).student).toBe(student.id)
    expect((await payload.findByID({ collection: 'students', id: student.id })).hasSavedOnboardingData).toBe(true)
  })

  it('keeps each profile private to its student', async () => {
    const payload = await getPayloadClient()
    const a = await createStudent()
    const b = await createStudent()
    const asA = { overrideAccess: false as const, user: a.student }
    await expect(payload.findByID({ collection: 'students', id: b.student.id, ...asA })).rejects.toThrow()
    await expect(payload.update({ collection: 'students', id: b.student.id, data: { firstname: 'Hacked' }, ...asA })).rejects.toThrow()
    await expect(payload.delete({ collection: 'students', id: b.student.id, ...asA })).rejects.toThrow()
    const self = await payload.update({ collection: 'students', id: a.student.id, data: { firstname: 'Ann', status: 'active' }, ...asA })
    expect(self.firstname).toBe('Ann')
    expect(self.status).toBe('other') // a student cannot make themselves a paying customer
  })
})
