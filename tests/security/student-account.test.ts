/**
 * A student's account changes only through the product (its password rules, re-authentication and
 * size limits), never straight through Payload's REST API; a password change ends every other
 * session. Attacked over real HTTP.
 */
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { bodyOf, call, staffToken } from './support'

const password = 'Str0ng-Pass!'
const newPassword = 'N3w-Pass!word'

async function signUp() {
  const email = `account-${randomUUID()}@example.com`
  const response = await call('/api/auth/signup', { method: 'POST', json: { email, password }, browser: 'same-origin' })
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`)
  const body = (await response.json()) as { token: string; student: { id: number } }
  return { id: body.student.id, email, token: body.token }
}

const signIn = (email: string, secret: string) => call('/api/auth/signin', { method: 'POST', json: { email, password: secret } })
const profileStatus = async (token: string) => (await call('/api/profile', { token })).status
const cookieOf = (response: Response) => response.headers.get('set-cookie')?.split(';')[0] ?? ''

describe('Payload’s REST API does not change a student account, even the student’s own', () => {
  it('refuses a new password, a new e-mail without the password, oversized metadata and a delete', async () => {
    const student = await signUp()
    const patch = (json: unknown) => call(`/cms/api/students/${student.id}`, { method: 'PATCH', token: student.token, json })
    const attempts = {
      // The password rules answer before access is even asked.
      weakPassword: (await patch({ password: 'password' })).status,
      strongPassword: (await patch({ password: 'An0ther!password' })).status,
      email: (await patch({ email: `taken-over-${randomUUID()}@example.com` })).status,
      metadata: (await patch({ metadata: { junk: 'x'.repeat(20_000) } })).status,
      delete: (await call(`/cms/api/students/${student.id}`, { method: 'DELETE', token: student.token })).status,
    }
    expect(attempts).toEqual({ weakPassword: 400, strongPassword: 403, email: 403, metadata: 403, delete: 403 })
    expect((await signIn(student.email, password)).status).toBe(200)
    expect((await signIn(student.email, 'password')).status).toBe(401)
  })

  it('refuses a weak student password from the admin too, with the product’s rule', async () => {
    const student = await signUp()
    const response = await call(`/cms/api/students/${student.id}`, {
      method: 'PATCH',
      token: await staffToken(),
      json: { password: 'password' },
    })
    expect(response.status).toBe(400)
    expect(JSON.stringify(await bodyOf(response))).toContain('Password must contain at least one uppercase letter.')
  })
})

describe('POST /api/auth/password', () => {
  it('answers a wrong current password and a weak new one with 400 and field errors', async () => {
    const student = await signUp()
    const wrong = await call('/api/auth/password', {
      method: 'POST',
      token: student.token,
      json: { currentPassword: 'Wr0ng-Pass!', newPassword },
    })
    expect(wrong.status).toBe(400)
    expect(await bodyOf(wrong)).toMatchObject({ error: { fields: { currentPassword: ['Your current password is incorrect.'] } } })
    const weak = await call('/api/auth/password', {
      method: 'POST',
      token: student.token,
      json: { currentPassword: password, newPassword: 'password' },
    })
    expect(weak.status).toBe(400)
    expect(await bodyOf(weak)).toMatchObject({
      error: { fields: { newPassword: expect.arrayContaining(['Password must contain at least one number.']) } },
    })
    expect(await profileStatus(student.token)).toBe(200)
  })

  it('ends every earlier session — another device’s and the caller’s — and answers a fresh token and cookie', async () => {
    const student = await signUp()
    const otherDevice = ((await (await signIn(student.email, password)).json()) as { token: string }).token
    const response = await call('/api/auth/password', {
      method: 'POST',
      token: student.token,
      json: { currentPassword: password, newPassword },
    })
    expect(response.status).toBe(200)
    const { token } = (await response.json()) as { token: string }
    expect(cookieOf(response)).toBe(`payload-token=${token}`)
    expect({
      caller: await profileStatus(student.token),
      otherDevice: await profileStatus(otherDevice),
      fresh: await profileStatus(token),
    }).toEqual({
      caller: 401,
      otherDevice: 401,
      fresh: 200,
    })
    expect((await signIn(student.email, password)).status).toBe(401)
    expect((await signIn(student.email, newPassword)).status).toBe(200)
  })

  it('is in the OpenAPI document', async () => {
    const document = (await (await call('/api/openapi.json')).json()) as { paths: Record<string, unknown> }
    expect(document.paths['/api/auth/password']).toHaveProperty('post')
  })
})

describe('the settings page changes the password with the same rules', () => {
  it('shows a wrong current password next to the field, then changes it and keeps this browser signed in', async () => {
    const student = await signUp()
    const cookie = `payload-token=${student.token}`
    const form = (fields: Record<string, string>) =>
      call('/profile/settings', {
        method: 'POST',
        cookie,
        browser: 'same-origin',
        body: new URLSearchParams({ intent: 'password', ...fields }),
      })
    const wrong = await form({ currentPassword: 'Wr0ng-Pass!', newPassword, confirmPassword: newPassword })
    expect(wrong.status).toBe(400)
    expect(await wrong.text()).toContain('Your current password is incorrect.')
    const changed = await form({ currentPassword: password, newPassword, confirmPassword: newPassword })
    expect(changed.status).toBe(302)
    const fresh = cookieOf(changed)
    expect(fresh).toMatch(/^payload-token=ey/)
    // Payload reads a session cookie only from a request a browser marks as its own (Sec-Fetch-Site or Origin).
    const page = (path: string, pageCookie: string) => call(path, { cookie: pageCookie, browser: 'same-origin' })
    const reloaded = await page(changed.headers.get('location')!, fresh)
    expect(reloaded.status).toBe(200)
    expect(await reloaded.text()).toContain('Password changed.')
    const withOldCookie = await page('/profile/settings', cookie)
    expect(withOldCookie.status).toBe(302) // the old cookie signs no one in
    expect(withOldCookie.headers.get('location')).toMatch(/^\/auth\/signin/)
  })
})

describe('staff password changes end the other sessions too (Payload’s own rule, pinned)', () => {
  it('an admin setting a marketer’s password signs the marketer out everywhere', async () => {
    const marketer = { email: `marketer-${randomUUID()}@example.com`, password: 'Mark3ter!pass' }
    const admin = await staffToken()
    const created = await call('/cms/api/users', { method: 'POST', token: admin, json: { ...marketer, roles: ['marketer'] } })
    const { doc } = (await created.json()) as { doc: { id: number } }
    const login = await call('/cms/api/users/login', { method: 'POST', json: marketer })
    const { token } = (await login.json()) as { token: string }
    expect((await call('/cms/api/users/me', { token })).status).toBe(200)
    await call(`/cms/api/users/${doc.id}`, { method: 'PATCH', token: admin, json: { password: 'R3set!password' } })
    const me = (await (await call('/cms/api/users/me', { token })).json()) as { user: unknown }
    expect(me.user).toBeNull()
  })
})
