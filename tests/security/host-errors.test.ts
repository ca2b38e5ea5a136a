/** Requests that used to end in a 500 (or a hang, or a leak) get a 4xx from the host. */
import http from 'node:http'
import { describe, expect, it } from 'vitest'
import { base, call, staffToken } from './support'

function rawRequest(method: string, path: string, body?: Buffer): Promise<{ status: number; body: string; ms: number }> {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method, headers: body ? { 'Content-Length': String(body.length) } : {} })
    request.on('response', (response) => {
      let text = ''
      response.on('data', (chunk) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text, ms: Date.now() - started }))
    })
    request.on('error', reject)
    request.end(body)
  })
}

describe('the host answers 4xx, never 500', () => {
  it.each(['/', '/api/profile', '/cms/api/courses', '/admin'])('TRACE %s is 405 at once, even with a 1 MB body', async (path) => {
    const answer = await rawRequest('TRACE', path, Buffer.alloc(1024 * 1024, 'a'))
    expect(answer.status).toBe(405)
    expect(answer.ms).toBeLessThan(5000)
  })

  it.each(['/admin/%ff', '/cms/api/%ff', '/%ff', '/api/%ff', '/course/%E0%A4%A'])('%s is a 400', async (path) => {
    expect((await rawRequest('GET', path)).status).toBe(400)
  })

  it('answers 404 for /versions of collections that keep none, for staff too', async () => {
    const token = await staffToken()
    for (const slug of ['tips', 'faqs', 'students', 'users', 'orders']) {
      expect((await call(`/cms/api/${slug}/versions`, { token })).status).toBe(404)
      expect((await call(`/cms/api/${slug}/versions`)).status).toBe(404)
    }
  })

  it('does not expose the migrations table or the admin host’s internal address', async () => {
    const token = await staffToken()
    for (const method of ['GET', 'POST']) {
      const response = await call('/cms/api/payload-migrations', { method, token })
      expect(response.status).toBe(404)
    }
    for (const [method, path] of [
      ['PUT', '/cms/api/courses'],
      ['POST', '/cms/api/nope'],
      ['DELETE', '/cms/api/globals/site-settings'],
    ]) {
      const response = await call(path!, { method, token })
      expect(response.status).toBeLessThan(500)
      const publicPort = new URL(base).port
      expect(await response.text()).not.toMatch(new RegExp(`(localhost|127\\.0\\.0\\.1):(?!${publicPort}\\b)\\d+`))
    }
  })
})

describe('forwarded headers', () => {
  it('never turns a forwarded host that disagrees with the Origin into a 500', async () => {
    for (const forwarded of ['evil.example', 'localhost:1', '']) {
      const response = await call('/auth/signin', {
        method: 'POST',
        body: new URLSearchParams({ email: 'nobody@example.com', password: 'Wrong-pass1!' }),
        browser: 'same-origin',
        headers: { 'X-Forwarded-Host': forwarded },
      })
      expect(response.status, forwarded).toBe(401)
    }
  })

  it('accepts a form post whose Origin is the public address while Host is internal, as behind a proxy', async () => {
    const body = new URLSearchParams({ email: 'nobody@example.com', password: 'Wrong-pass1!' }).toString()
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${base}/auth/signin`, {
        method: 'POST',
        headers: {
          Host: '127.0.0.1:1',
          Origin: base,
          'Sec-Fetch-Site': 'same-origin',
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': String(Buffer.byteLength(body)),
          'X-Forwarded-For': '2001:db8:ffff::1',
        },
      })
      request.on('response', (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
      })
      request.on('error', reject)
      request.end(body)
    })
    expect(status).toBe(401)
  })
})

describe('Payload REST ids', () => {
  it('answers 404 for a document id the database cannot hold, and still serves real ids and routes', async () => {
    const token = await staffToken()
    for (const path of [
      '/cms/api/courses/abc',
      '/cms/api/courses/1%20or%201=1',
      '/cms/api/students/..%2Fusers',
      '/cms/api/courses/99999999999999999999',
    ]) {
      expect((await call(path, { token })).status, path).toBe(404)
    }
    const list = (await (await call('/cms/api/courses?limit=1&depth=0', { token })).json()) as { docs: { id: number }[] }
    expect((await call(`/cms/api/courses/${list.docs[0]!.id}?depth=0`, { token })).status).toBe(200)
    expect((await call('/cms/api/users/me', { token })).status).toBe(200)
    expect((await call('/cms/api/courses/count', { token })).status).toBe(200)
  })
})
