/** Neither the answer nor its timing tells whether an account exists or is locked. */
import { describe, expect, it } from 'vitest'
import { call, newClientIp, signUpStudent, staffToken } from './support'

async function timed(path: string, email: string, password: string) {
  const started = performance.now()
  const response = await call(path, { method: 'POST', json: { email, password }, ip: newClientIp() })
  return { ms: performance.now() - started, status: response.status, body: (await response.json()) as unknown }
}

type Timed = Awaited<ReturnType<typeof timed>>

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/**
 * Known and unknown tries alternate, so a burst of load on the shared machine slows both series
 * alike instead of skewing whichever happened to run during it.
 */
async function interleaved(path: string, knownEmail: string, unknownEmail: string, tries: number) {
  const known: Timed[] = []
  const unknown: Timed[] = []
  for (let i = 0; i < tries; i++) {
    known.push(await timed(path, knownEmail, `Wrong-pass-${i}!`))
    unknown.push(await timed(path, unknownEmail, `Wrong-pass-${i}!`))
  }
  const summary = (results: Timed[]) => ({ ms: median(results.map((r) => r.ms)), results })
  return { known: summary(known), unknown: summary(unknown) }
}

describe.each(['/api/auth/signin', '/cms/api/students/login'])('signing in at %s', (path) => {
  it('takes as long for an unknown email as for a known one', async () => {
    const student = await signUpStudent()
    // Four wrong tries stay under the five that lock the account.
    const { known, unknown } = await interleaved(path, student.email, `nobody-${crypto.randomUUID()}@example.com`, 4)
    expect(known.ms).toBeGreaterThan(20) // a password hash really ran
    expect(unknown.ms).toBeGreaterThan(known.ms * 0.5)
    expect(unknown.ms).toBeLessThan(known.ms * 2)
    expect(unknown.results.map((r) => r.status)).toEqual(known.results.map((r) => r.status))
  })

  it('answers a locked account exactly like a wrong password, in the same time', async () => {
    const student = await signUpStudent()
    for (let i = 0; i < 5; i++) await timed(path, student.email, `Wrong-pass-${i}!`)
    const locked = await timed(path, student.email, student.password)
    const wrong = await timed(path, `nobody-${crypto.randomUUID()}@example.com`, 'Wrong-pass-1!')
    expect(locked.status).toBe(401)
    expect(locked.body).toEqual(wrong.body)
    expect(JSON.stringify(locked.body)).toMatch(/locked for 15 minutes/)
    expect(locked.ms).toBeGreaterThan(wrong.ms * 0.5)
  })
})

describe('the admin login', () => {
  it('does not reveal a locked staff account', async () => {
    const token = await staffToken()
    const staff = { email: `locked-staff-${crypto.randomUUID()}@example.com`, password: 'Staff!password-1' }
    const created = await call('/cms/api/users', { method: 'POST', token, json: { ...staff, roles: ['marketer'] } })
    expect(created.status).toBe(201)
    for (let i = 0; i < 5; i++) await timed('/cms/api/users/login', staff.email, `Wrong-pass-${i}!`)
    const locked = await timed('/cms/api/users/login', staff.email, staff.password)
    const unknown = await timed('/cms/api/users/login', `nobody-${crypto.randomUUID()}@example.com`, 'x')
    expect(locked.status).toBe(401)
    expect(locked.body).toEqual(unknown.body)
  })
})
