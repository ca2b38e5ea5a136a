/**
 * App sign-up over /api (POST /api/auth/app-signup/code, /verify, /password) against the real
 * host: an app's whole journey through a client typed by the committed OpenAPI document, and the
 * attacks on it — telling registered emails apart, mailing codes or guessing them in bulk, and
 * setting a password without the code's proof or with someone else's.
 */
import createClient, { type Middleware } from 'openapi-fetch'
import { describe, expect, it } from 'vitest'
import type { paths } from '../../docs/api/openapi-types'
import * as answers from '@schemas/api/answers'
import { base, call, mailedCode, newClientIp, signUpStudent } from './support'

const api = (path: string, json: unknown, ip = newClientIp()) => call(`/api/auth/app-signup/${path}`, { method: 'POST', json, ip })

async function proofFor(email: string): Promise<string> {
  expect((await api('code', { email })).status).toBe(200)
  const verified = await api('verify', { email, code: await mailedCode(email) })
  expect(verified.status).toBe(200)
  return ((await verified.json()) as { proof: string }).proof
}

const newEmail = (label: string) => `app-${label}-${newClientIp().replaceAll(':', '')}@example.com`

describe('an app signs up over /api through a client generated from the OpenAPI document', () => {
  it('email → code → password, then reads its profile with the bearer token', async () => {
    const client = createClient<paths>({ baseUrl: base })
    const ip = newClientIp()
    const phone: Middleware = {
      onRequest({ request }) {
        request.headers.set('X-Forwarded-For', ip)
        return request
      },
    }
    client.use(phone)
    const email = newEmail('journey')
    const sent = await client.POST('/api/auth/app-signup/code', { body: { email } })
    expect(sent.response.status).toBe(200)
    expect(answers.codeSentAnswer.parse(sent.data)).toEqual({ email, codeExpiresInMinutes: 15 })
    const verified = await client.POST('/api/auth/app-signup/verify', { body: { email, code: await mailedCode(email) } })
    const { proof } = answers.signUpProofAnswer.parse(verified.data)
    const done = await client.POST('/api/auth/app-signup/password', {
      body: { email, proof, password: 'Str0ng!phone', timeZone: 'Asia/Tokyo' },
    })
    expect(done.response.status).toBe(200)
    const session = answers.sessionAnswer.parse(done.data)
    expect(session.student).toMatchObject({ email, timeZone: 'Asia/Tokyo' })
    const profile = await call('/api/profile', { token: session.token })
    expect(((await profile.json()) as { email: string }).email).toBe(email)
  })
})

describe('app sign-up keeps registered emails private', () => {
  it('answers a registered and a new email with the same status, body shape and headers', async () => {
    const student = await signUpStudent()
    const known = await api('code', { email: student.email })
    const unknown = await api('code', { email: newEmail('unknown') })
    expect([known.status, unknown.status]).toEqual([200, 200])
    const shape = async (response: Response) => ({ ...((await response.json()) as object), email: '*' })
    expect(await shape(known)).toEqual(await shape(unknown))
    expect(known.headers.get('set-cookie')).toBeNull()
    expect(unknown.headers.get('set-cookie')).toBeNull()
  })

  it('limits code requests per client alike for registered and new emails (5 in 15 minutes)', async () => {
    const student = await signUpStudent()
    for (const email of [student.email, newEmail('limit')]) {
      const ip = newClientIp()
      const statuses: number[] = []
      for (let i = 0; i < 6; i++) statuses.push((await api('code', { email }, ip)).status)
      expect(statuses, email).toEqual([200, 200, 200, 200, 200, 429])
    }
  })
})

describe('app sign-up codes and proofs', () => {
  it('limits code checks per client across emails (10 in 15 minutes)', async () => {
    const ip = newClientIp()
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await api('verify', { email: newEmail(`guess-${i}`), code: '123456' }, ip)).status)
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true)
    expect(statuses[10]).toBe(429)
  })

  it('refuses a tampered proof, another email’s proof and no proof with 4xx, and creates no account', async () => {
    const email = newEmail('victim')
    const mine = await proofFor(newEmail('attacker'))
    const tampered = mine.slice(0, -2) + (mine.endsWith('AA') ? 'BB' : 'AA')
    for (const proof of [mine, tampered, '', 'x; reset_proof=y', 'a'.repeat(5000)]) {
      const response = await api('password', { email, proof, password: 'Str0ng!takeover' })
      expect([400, 403], proof.slice(0, 20)).toContain(response.status)
    }
    expect((await call('/api/auth/signin', { method: 'POST', json: { email, password: 'Str0ng!takeover' } })).status).toBe(401)
  })

  it('a registered email’s owner who signs up again sets a new password, and the old sessions end', async () => {
    const student = await signUpStudent()
    const proof = await proofFor(student.email)
    const done = await api('password', { email: student.email, proof, password: 'N3w!password' })
    expect(done.status).toBe(200)
    expect((await call('/api/profile', { token: student.token })).status).toBe(401)
  })
})
