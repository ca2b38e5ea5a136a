/**
 * App sign-up over /api, as the mobile apps take it: email → code → password. Every answer is held
 * to the OpenAPI document (tests/support/api-contract.ts).
 */
import { describe, expect, it } from 'vitest'
import { action as codeAction } from '../../app/routes/api.auth.app-signup.code'
import { action as verifyAction } from '../../app/routes/api.auth.app-signup.verify'
import { action as passwordAction } from '../../app/routes/api.auth.app-signup.password'
import { action as profileAction, loader as profileLoader } from '../../app/routes/api.profile'
import { contractChecked } from '../support/api-contract'
import { mailedCode } from './support/outbox'
import { asStudent, createStudent, getPayloadClient, strongPassword } from '../support/students'

type Args = Parameters<typeof codeAction>[0]
type Handler = (args: Args) => Promise<Response>
let client = 0
const post = (handler: Handler, path: string, body: unknown, clientIp = `app-sign-up-${(client += 1)}`) =>
  contractChecked(handler)({
    request: new Request(`http://localhost:3000/api/auth/app-signup/${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json' },
    }),
    params: {},
    context: { clientIp },
  } as Args)

async function latestCode(email: string): Promise<string> {
  const code = await mailedCode(email)
  if (!code) throw new Error(`no code mailed to ${email}`)
  return code
}

/** Steps 1 and 2: the proof for `email`. */
async function proofFor(email: string): Promise<string> {
  expect((await post(codeAction, 'code', { email })).status).toBe(200)
  const verified = await post(verifyAction, 'verify', { email, code: await latestCode(email) })
  expect(verified.status).toBe(200)
  return ((await verified.json()) as { proof: string }).proof
}

describe('POST /api/auth/app-signup/code', () => {
  it('answers a new and a registered email alike, and mails each a code', async () => {
    const existing = await createStudent()
    const fresh = `  New-App-${Date.now()}@Example.com `
    const known = await post(codeAction, 'code', { email: existing.student.email })
    const unknown = await post(codeAction, 'code', { email: fresh })
    expect([known.status, unknown.status]).toEqual([200, 200])
    expect(await known.json()).toEqual({ email: existing.student.email, codeExpiresInMinutes: 15 })
    expect(await unknown.json()).toEqual({ email: fresh.trim().toLowerCase(), codeExpiresInMinutes: 15 })
    expect(await latestCode(fresh.trim().toLowerCase())).toMatch(/^\d{6}$/)
  })

  it('refuses a malformed email with 400 and the field’s message', async () => {
    const response = await post(codeAction, 'code', { email: 'not-an-email' })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { fields: { email: ['Enter a valid email address.'] } } })
  })

  it('holds code requests per client to the same limit as the web path (5 in 15 minutes)', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await post(codeAction, 'code', { email: `limit-${i}@example.com` }, 'one-phone')).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })
})

describe('POST /api/auth/app-signup/verify', () => {
  it('says how many tries are left after a wrong code, and answers a proof for the right one', async () => {
    const email = `verify-${Date.now()}@example.com`
    await post(codeAction, 'code', { email })
    const code = await latestCode(email)
    const wrong = await post(verifyAction, 'verify', { email, code: code === '000000' ? '111111' : '000000' })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({ error: { fields: { code: [expect.stringMatching(/4 tries left/)] } } })
    const right = await post(verifyAction, 'verify', { email, code })
    expect(right.status).toBe(200)
    expect(await right.json()).toEqual({ proof: expect.any(String), expiresInSeconds: 600 })
  })
})

describe('POST /api/auth/app-signup/password', () => {
  it('creates the account in the phone’s time zone and signs in with a bearer token', async () => {
    const email = `app-new-${Date.now()}@example.com`
    const proof = await proofFor(email)
    const response = await post(passwordAction, 'password', { email, proof, password: strongPassword, timeZone: 'Europe/Berlin' })
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toContain('payload-token=')
    const session = (await response.json()) as { token: string; student: { email: string; timeZone: string; status: string } }
    expect(session.student).toMatchObject({ email, timeZone: 'Europe/Berlin', status: 'other' })
    const profile = await contractChecked(profileLoader)({
      request: asStudent({ token: session.token } as never, '/api/profile'),
      params: {},
      context: {},
    } as never)
    expect(((await profile.json()) as { email: string }).email).toBe(email)
  })

  it('sets a registered email’s new password instead, and ends its other sessions', async () => {
    const existing = await createStudent()
    const proof = await proofFor(existing.student.email)
    const response = await post(passwordAction, 'password', { email: existing.student.email, proof, password: 'N3w!password' })
    expect(response.status).toBe(200)
    const payload = await getPayloadClient()
    expect((await payload.count({ collection: 'students', where: { email: { equals: existing.student.email } } })).totalDocs).toBe(1)
    const old = await contractChecked(profileAction)({
      request: asStudent(existing, '/api/profile', { method: 'PATCH', body: JSON.stringify({ firstname: 'Old' }) }),
      params: {},
      context: {},
    } as never)
    expect(old.status).toBe(401)
  })

  it.each([
    ['no proof', undefined],
    ['a forged proof', 'eyJlbWFpbCI6Im1lQGV4YW1wbGUuY29tIn0%3D.forged'],
    ['a proof with cookie syntax', 'x; reset_proof=y'],
  ])('refuses %s with 4xx and creates nothing', async (_, proof) => {
    const email = `no-proof-${(client += 1)}@example.com`
    const response = await post(passwordAction, 'password', { email, proof, password: strongPassword })
    expect([400, 403]).toContain(response.status)
    const payload = await getPayloadClient()
    expect((await payload.count({ collection: 'students', where: { email: { equals: email } } })).totalDocs).toBe(0)
  })

  it('refuses another email’s proof', async () => {
    const proof = await proofFor(`mine-${Date.now()}@example.com`)
    const response = await post(passwordAction, 'password', { email: `theirs-${Date.now()}@example.com`, proof, password: strongPassword })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ error: { message: 'Confirm the code from your email first.' } })
  })

  it('holds a weak password to the password rules', async () => {
    const email = `weak-${Date.now()}@example.com`
    const proof = await proofFor(email)
    const response = await post(passwordAction, 'password', { email, proof, password: 'password' })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { fields: { password: expect.arrayContaining([expect.any(String)]) } } })
  })
})
