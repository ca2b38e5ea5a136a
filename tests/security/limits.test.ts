/** Per-client login limits on every login, and body limits before anything is read. */
import http from 'node:http'
import { describe, expect, it } from 'vitest'
import { base, bodyOf, call, newClientIp, newClientNetwork, signUpStudent } from './support'

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

describe('IPv6 clients count by their /64 network, IPv4 clients by their address', () => {
  // One home or phone holds a whole /64: counting single addresses would give it 2^64 allowances.
  it('stops sign-ups rotating addresses within one /64 at 60 in 10 minutes', async () => {
    const network = newClientNetwork()
    for (let host = 1; host <= 60; host++) {
      expect((await call('/api/auth/signup', { method: 'POST', json: {}, ip: network(host) })).status).toBe(400)
    }
    const account = { email: `rotating-${crypto.randomUUID()}@example.com`, password: 'Str0ng-Pass!' }
    expect((await call('/api/auth/signup', { method: 'POST', json: account, ip: network(61) })).status).toBe(429)
    expect((await call('/api/auth/signup', { method: 'POST', json: account, ip: newClientIp() })).status).toBe(201)
  }, 60_000)

  it('counts failed sign-ins across one /64 together, on the site and on Payload', async () => {
    const network = newClientNetwork()
    const statuses: number[] = []
    for (let host = 1; host <= 10; host++)
      statuses.push((await call('/api/auth/signin', { method: 'POST', json: wrongLogin, ip: network(host * 0x1001) })).status)
    expect(statuses).toEqual(Array(10).fill(401))
    expect((await call('/api/auth/signin', { method: 'POST', json: wrongLogin, ip: network(0xffff) })).status).toBe(429)
    expect((await call('/cms/api/students/login', { method: 'POST', json: wrongLogin, ip: network(0xabcd) })).status).toBe(429)
    expect((await call('/api/auth/signin', { method: 'POST', json: wrongLogin, ip: newClientIp() })).status).toBe(401)
  })

  it('counts an IPv4-mapped IPv6 address as its IPv4 address, and IPv4 neighbours apart', async () => {
    // 198.18.0.0/15 is reserved for benchmarks (RFC 2544): no real client, and 2^17 addresses to pick from.
    const random = crypto.getRandomValues(new Uint8Array(3))
    const ipv4 = `198.${18 + (random[0]! & 1)}.${random[1]}.${random[2]}`
    for (let i = 0; i < 5; i++) await call('/api/auth/signin', { method: 'POST', json: wrongLogin, ip: ipv4 })
    for (let i = 0; i < 5; i++) await call('/api/auth/signin', { method: 'POST', json: wrongLogin, ip: `::ffff:${ipv4}` })
    expect((await call('/api/auth/signin', { method: 'POST', json: wrongLogin, ip: ipv4 })).status).toBe(429)
    const neighbour = ipv4.replace(/\.(\d+)$/, (_, last: string) => `.${(Number(last) + 1) % 256}`)
    expect((await call('/api/auth/signin', { method: 'POST', json: wrongLogin, ip: neighbour })).status).toBe(401)
  })
})

describe('every rate-limit refusal says when to try again', () => {
  const form = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields), browser: 'same-origin' as const })
  /** Sends `request` from one client until it is refused, and answers the refusal. */
  async function untilRefused(path: string, request: () => Parameters<typeof call>[1], ip = newClientIp()): Promise<Response> {
    for (let i = 0; i < 70; i++) {
      const response = await call(path, { ...request(), ip })
      if (response.status === 429) return response
      await response.body?.cancel()
    }
    throw new Error(`${path} never answered 429`)
  }

  it('answers 429 with Retry-After in seconds within the limit’s window, on the API, the page forms and Payload', async () => {
    const email = () => `retry-${crypto.randomUUID()}@example.com`
    const refusals: Record<string, [Response, number]> = {
      'API sign-in': [await untilRefused('/api/auth/signin', () => ({ method: 'POST', json: wrongLogin })), 60],
      'page sign-in': [await untilRefused('/auth/signin', () => form(wrongLogin)), 60],
      'Payload login': [await untilRefused('/cms/api/users/login', () => ({ method: 'POST', json: wrongLogin })), 60],
      'API sign-up': [await untilRefused('/api/auth/signup', () => ({ method: 'POST', json: {} })), 600],
      'app sign-up code': [await untilRefused('/api/auth/app-signup/code', () => ({ method: 'POST', json: { email: email() } })), 900],
      'app sign-up code check': [
        await untilRefused('/api/auth/app-signup/verify', () => ({ method: 'POST', json: { email: email(), code: '123456' } })),
        900,
      ],
      'forgot-pass page': [await untilRefused('/onboarding/forgot-pass', () => form({ email: email() })), 900],
      'Payload forgot-password': [
        await untilRefused('/cms/api/students/forgot-password', () => ({ method: 'POST', json: { email: email() } })),
        900,
      ],
    }
    for (const [route, [response, windowSeconds]] of Object.entries(refusals)) {
      const seconds = Number(response.headers.get('retry-after'))
      expect(Number.isInteger(seconds) && seconds > 0 && seconds <= windowSeconds, `${route}: Retry-After ${seconds}`).toBe(true)
      expect(await response.text(), route).toMatch(/try again/i)
    }
  }, 90_000)
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
