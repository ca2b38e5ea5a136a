/** Per-client login limits on every login, and body limits before anything is read. */
import http from 'node:http'
import { describe, expect, it } from 'vitest'
import { base, bodyOf, call, newClientIp, signUpStudent } from './support'

const wrongLogin = { email: 'nobody@example.com', password: 'Wrong-pass1!' }

describe('login rate limits', () => {
  it.each(['users', 'students'])('answer 429 on the 11th login to Payload’s %s within a minute', async (slug) => {
    const ip = newClientIp()
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await call(`/cms/api/${slug}/login`, { method: 'POST', json: wrongLogin, ip })).status)
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true)
    const refused = await call(`/cms/api/${slug}/login`, { method: 'POST', json: wrongLogin, ip })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('counts the site’s, the API’s and Payload’s sign-ins together', async () => {
    const ip = newClientIp()
    for (let i = 0; i < 4; i++) await call('/api/auth/signin', { method: 'POST', json: wrongLogin, ip })
    for (let i = 0; i < 3; i++)
      await call('/auth/signin', { method: 'POST', body: new URLSearchParams(wrongLogin), ip, browser: 'same-origin' })
    for (let i = 0; i < 3; i++) await call('/cms/api/students/login', { method: 'POST', json: wrongLogin, ip })
    expect((await call('/cms/api/users/login', { method: 'POST', json: wrongLogin, ip })).status).toBe(429)
    expect((await call('/api/auth/signin', { method: 'POST', json: wrongLogin, ip })).status).toBe(429)
  })

  it('never holds up a group signing in together behind one address: only failed sign-ins count', async () => {
    const students = await Promise.all(Array.from({ length: 15 }, () => signUpStudent()))
    const ip = newClientIp()
    const statuses: number[] = []
    for (const { email, password } of students) {
      statuses.push((await call('/api/auth/signin', { method: 'POST', json: { email, password }, ip })).status)
      statuses.push((await call('/cms/api/students/login', { method: 'POST', json: { email, password }, ip })).status)
    }
    expect(statuses).toEqual(students.flatMap(() => [200, 200]))
    for (let i = 0; i < 10; i++) await call('/api/auth/signin', { method: 'POST', json: wrongLogin, ip })
    const [first] = students
    expect((await call('/api/auth/signin', { method: 'POST', json: { email: first!.email, password: first!.password }, ip })).status).toBe(
      429,
    )
  })

  it('limits password-reset requests', async () => {
    const ip = newClientIp()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      statuses.push((await call('/cms/api/students/forgot-password', { method: 'POST', json: { email: 'nobody@example.com' }, ip })).status)
    }
    expect(statuses.at(-1)).toBe(429)
  })
})

describe('sign-up limits', () => {
  it('lets a group of 20 sign up from one address, and still stops a script at 60 in 10 minutes', async () => {
    const ip = newClientIp()
    const account = () => ({ email: `class-${crypto.randomUUID()}@example.com`, password: 'Str0ng-Pass!' })
    const statuses: number[] = []
    for (let i = 0; i < 20; i++) statuses.push((await call('/api/auth/signup', { method: 'POST', json: account(), ip })).status)
    expect(statuses).toEqual(Array(20).fill(201))
    // Attempts count before the body is read: incomplete sign-ups use up the same allowance.
    for (let i = 0; i < 40; i++) expect((await call('/api/auth/signup', { method: 'POST', json: {}, ip })).status).toBe(400)
    expect((await call('/api/auth/signup', { method: 'POST', json: account(), ip })).status).toBe(429)
  }, 60_000)
})

/** Sends a request whose declared length is huge without sending the body, as an attacker would. */
function declareHugeBody(path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method: 'POST', headers: { 'Content-Length': String(300 * 1024 * 1024), ...headers } })
    request.on('response', (response) => {
      let body = ''
      response.on('data', (chunk) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
    request.on('error', reject)
    request.write('{"events":[')
  })
}

describe('body limits', () => {
  it('refuses a 300 MB JSON body with 413 before reading it', async () => {
    const answer = await declareHugeBody('/api/funnel-events', { 'Content-Type': 'application/json' })
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toEqual({ error: { title: 'Too large', message: expect.stringContaining('64 KB') } })
  })

  it('allows 64 KB on the JSON API and 256 KB on forms, refusing one byte more', async () => {
    const json = (size: number) =>
      call('/api/auth/signin', {
        method: 'POST',
        body: `{"email":"${'a'.repeat(size - 12)}"}`,
        headers: { 'Content-Type': 'application/json' },
      })
    expect((await json(64 * 1024)).status).not.toBe(413)
    expect((await json(64 * 1024 + 1)).status).toBe(413)
    const form = (size: number) =>
      call('/auth/signin', {
        method: 'POST',
        body: `email=${'a'.repeat(size - 6)}`,
        browser: 'same-origin',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      })
    expect((await form(256 * 1024)).status).not.toBe(413)
    expect((await form(256 * 1024 + 1)).status).toBe(413)
  })

  it('refuses a huge upload to the CMS before it reaches Payload', async () => {
    const answer = await declareHugeBody('/cms/api/media', { 'Content-Type': 'multipart/form-data; boundary=x' })
    expect(answer.status).toBe(413)
  })

  it('asks for a length when the body is streamed without one', async () => {
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"events":[]}'))
        controller.close()
      },
    })
    const response = await call('/api/funnel-events', {
      method: 'POST',
      body: stream,
      headers: { 'Content-Type': 'application/json' },
      duplex: 'half',
    } as never)
    expect(response.status).toBe(411)
    expect(await bodyOf(response)).toMatchObject({ error: { title: 'Length required' } })
  })
})
