/**
 * Codes and links mailed to one address: however many client addresses ask, one inbox gets at most
 * 5 an hour (app/http/rate-limit.ts, `codeMailPerRecipient`), across every route that mails one.
 * The refusal is the same whether or not the address has an account.
 */
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { bodyOf, call, signUpStudent, staffToken } from './support'

const newEmail = (label: string) => `${label}-${randomUUID()}@example.com`
const appCode = (email: string) => call('/api/auth/app-signup/code', { method: 'POST', json: { email } })
const form = (path: string, email: string) => call(path, { method: 'POST', body: new URLSearchParams({ email }), browser: 'same-origin' })

async function mailsTo(email: string): Promise<number> {
  const query = `where[to][equals]=${encodeURIComponent(email)}&limit=1&depth=0`
  const response = await call(`/cms/api/email-outbox?${query}`, { token: await staffToken() })
  expect(response.status).toBe(200)
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

function expectCalmRefusal(response: Response, route: string) {
  expect(response.status, route).toBe(429)
  const seconds = Number(response.headers.get('retry-after'))
  expect(seconds > 0 && seconds <= 3600, `${route}: Retry-After ${seconds}`).toBe(true)
}

describe('codes mailed to one address', () => {
  it('reach one inbox at most 5 times an hour, though 12 clients ask', async () => {
    const victim = newEmail('victim')
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) statuses.push((await appCode(victim)).status)
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(7).fill(429)])
    expect(await mailsTo(victim)).toBe(5)
    const refused = await appCode(victim)
    expectCalmRefusal(refused, 'app sign-up code')
    expect(await bodyOf(refused)).toEqual({
      error: { title: 'Too many codes', message: expect.stringMatching(/already sent .* to this address\..* minutes\.$/) },
    })
  })

  it('refuse an address with an account exactly as one without', async () => {
    const student = await signUpStudent()
    const unknown = newEmail('unknown')
    const sixth = async (email: string) => {
      for (let i = 0; i < 5; i++) expect((await appCode(email)).status).toBe(200)
      return appCode(email)
    }
    const [known, stranger] = [await sixth(student.email), await sixth(unknown)]
    expectCalmRefusal(known, 'known')
    expectCalmRefusal(stranger, 'unknown')
    const shape = async (response: Response) => JSON.stringify(await bodyOf(response)).replace(/\d+/g, 'N')
    expect(await shape(known)).toBe(await shape(stranger))
    expect(known.headers.get('set-cookie')).toBe(stranger.headers.get('set-cookie'))

    // The forgot-password page mails only an existing account, yet counts and refuses both alike.
    const [otherStudent, otherUnknown] = [await signUpStudent(), newEmail('unknown')]
    const pageStatuses = async (email: string) => {
      const statuses: number[] = []
      for (let i = 0; i < 6; i++) statuses.push((await form('/onboarding/forgot-pass', email)).status)
      return statuses
    }
    expect(await pageStatuses(otherStudent.email)).toEqual([302, 302, 302, 302, 302, 429])
    expect(await pageStatuses(otherUnknown)).toEqual([302, 302, 302, 302, 302, 429])
    expect(await mailsTo(otherStudent.email)).toBe(5)
    expect(await mailsTo(otherUnknown)).toBe(0)
  })

  it('share one allowance across every route that mails a code or a link', async () => {
    const student = await signUpStudent()
    const payloadForgot = (slug: string, email: string) =>
      call(`/cms/api/${slug}/forgot-password`, { method: 'POST', json: { email }, browser: 'same-origin' })
    const routes: Record<string, (email: string) => Promise<Response>> = {
      'app sign-up code (API)': appCode,
      'app sign-up code (page)': (email) => form('/onboarding/app', email),
      'forgot-password code (page)': (email) => form('/onboarding/forgot-pass', email),
      'Payload students forgot-password': (email) => payloadForgot('students', email),
      'Payload users forgot-password': (email) => payloadForgot('users', email),
    }
    for (const [route, send] of Object.entries(routes)) expect((await send(student.email)).status, route).toBeLessThan(400)
    expect(await mailsTo(student.email)).toBe(4) // no staff account has this email: Payload's users route mails nobody
    for (const [route, send] of Object.entries(routes)) expectCalmRefusal(await send(student.email), route)
    // The same email in another case or with spaces is the same inbox.
    expectCalmRefusal(await appCode(` ${student.email.toUpperCase()} `), 'upper case')
    expect(await mailsTo(student.email)).toBe(4)
  })

  it('count the admin’s multipart form to Payload’s forgot-password like JSON', async () => {
    const email = newEmail('admin-form')
    const multipart = () => {
      const body = new FormData()
      body.append('_payload', JSON.stringify({ email }))
      return call('/cms/api/users/forgot-password', { method: 'POST', body, browser: 'same-origin' })
    }
    for (let i = 0; i < 5; i++) expect((await multipart()).status).toBe(200)
    expectCalmRefusal(await multipart(), 'multipart')
    expectCalmRefusal(await appCode(email), 'then the API')
  })

  it('answer bodies Payload’s forgot-password cannot use with 400, never a 5xx and never a mail', async () => {
    const { email } = await signUpStudent()
    const twoFields = [`--zzz`, `Content-Disposition: form-data; name="_payload"`, '', JSON.stringify({ email: newEmail('decoy') })]
    const multipart = [...twoFields, ...twoFields.slice(0, 3), JSON.stringify({ email }), '--zzz--', ''].join('\r\n')
    const bodies: [string, string][] = [
      ['application/json', ''],
      ['application/json', '{'],
      ['application/json', '[]'],
      ['application/json', '{"email":5}'],
      ['text/plain', JSON.stringify({ email })],
      ['multipart/form-data; boundary=zzz', 'not multipart at all'],
      ['multipart/form-data; boundary=zzz', multipart],
    ]
    for (const [type, body] of bodies) {
      const response = await call('/cms/api/students/forgot-password', { method: 'POST', body, headers: { 'Content-Type': type } })
      expect(response.status, `${type}: ${body.slice(0, 40)}`).toBe(400)
    }
    expect(await mailsTo(email)).toBe(0)
  })
})
