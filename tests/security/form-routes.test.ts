/** Page forms answer what a browser form cannot send with a 4xx, never a 500. */
import { describe, expect, it } from 'vitest'
import { call } from './support'

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
