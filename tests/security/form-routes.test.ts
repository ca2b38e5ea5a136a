/** Page forms answer what a browser form cannot send with a 4xx, never a 500. */
import { describe, expect, it } from 'vitest'
import { call, signUpStudent } from './support'

const formRoutes = ['/auth/signin', '/auth/signup', '/onboarding/challenge_v1', '/experiment/challenge_100k', '/profile/settings']

describe('page form routes', () => {
  it.each(formRoutes)('%s: a JSON body is 415', async (path) => {
    const response = await call(path, { method: 'POST', json: { email: 'a@example.com' }, browser: 'same-origin' })
    expect([415, 302]).toContain(response.status) // /profile/settings first sends visitors to sign in
  })

  it.each(formRoutes.slice(0, 4))('%s: a multipart body with a wrong boundary is 400', async (path) => {
    const response = await call(path, {
      method: 'POST',
      body: '--right\r\nContent-Disposition: form-data; name="email"\r\n\r\nx\r\n--right--',
      headers: { 'Content-Type': 'multipart/form-data; boundary=wrong' },
      browser: 'same-origin',
    })
    expect(response.status).toBe(400)
  })

  it.each(formRoutes.slice(0, 4))('%s: PUT and PATCH are 405', async (path) => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const response = await call(path, { method, body: new URLSearchParams({ email: 'a' }), browser: 'same-origin' })
      expect(response.status).toBe(405)
    }
  })
})

describe('page form routes behind sign-in', () => {
  // The body is read before the lesson is looked up, so any ids reach the form check.
  const signedInRoutes = [
    '/profile/settings',
    '/profile/settings/subscriptions/cancel',
    '/profile/saved',
    '/course/1/topic/1/lesson/1',
    '/learning-plan',
    '/daily-task',
  ]

  it.each(signedInRoutes)('%s: JSON 415, a wrong multipart boundary 400, other methods 405', async (path) => {
    const { cookie } = await signUpStudent()
    const asStudent = { cookie, browser: 'same-origin' as const }
    expect((await call(path, { ...asStudent, method: 'POST', json: { intent: 'update' } })).status).toBe(415)
    const multipart = { 'Content-Type': 'multipart/form-data; boundary=wrong' }
    const broken = '--right\r\nContent-Disposition: form-data; name="intent"\r\n\r\nupdate\r\n--right--'
    expect((await call(path, { ...asStudent, method: 'POST', body: broken, headers: multipart })).status).toBe(400)
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      expect((await call(path, { ...asStudent, method, body: new URLSearchParams({ intent: 'update' }) })).status, method).toBe(405)
    }
  })
})

describe('the learning plan form', () => {
  it('answers an empty prompt or an unknown intent with 400, never a 500', async () => {
    const { cookie } = await signUpStudent()
    const asStudent = { cookie, browser: 'same-origin' as const, method: 'POST' }
    const forms: Record<string, string>[] = [{ intent: 'edit', edit_prompt: ' ' }, { intent: 'delete-everything' }, {}]
    for (const fields of forms) {
      const response = await call('/learning-plan', { ...asStudent, body: new URLSearchParams(fields) })
      expect(response.status, JSON.stringify(fields)).toBe(400)
    }
  })
})
