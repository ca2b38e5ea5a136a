/** Sign-in's redirectTo never leaves the site and never breaks the response. */
import { beforeAll, describe, expect, it } from 'vitest'
import { base, call, signUpStudent, type TestStudent } from './support'

const payloads = [
  '/\t/evil.example',
  '/\\evil.example',
  '//evil.example',
  'https://evil.example/',
  '/.//evil.example',
  '/\r\n/evil.example',
  '/\r\nSet-Cookie: a=b',
  '/курс',
  'javascript:alert(1)',
]

describe('the redirect after sign-in', () => {
  // One account signs in every time: a sign-up is a password hash on the host, and only failed sign-ins are limited.
  let student: TestStudent
  beforeAll(async () => {
    student = await signUpStudent()
  })

  it.each(payloads)('%j stays on this site', async (redirectTo) => {
    const response = await call('/auth/signin', {
      method: 'POST',
      body: new URLSearchParams({ email: student.email, password: student.password, redirectTo }),
      browser: 'same-origin',
    })
    expect(response.status).toBe(302)
    const location = new URL(response.headers.get('location')!, base)
    expect(location.origin).toBe(base)
    expect(response.headers.get('set-cookie')).not.toMatch(/(^|,\s*)a=b/)
  })

  it('follows a same-site path with its query', async () => {
    const response = await call('/auth/signin', {
      method: 'POST',
      body: new URLSearchParams({ email: student.email, password: student.password, redirectTo: '/courses?filter=all' }),
      browser: 'same-origin',
    })
    expect(response.headers.get('location')).toBe('/courses?filter=all')
  })
})
