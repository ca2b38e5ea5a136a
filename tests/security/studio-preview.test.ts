/**
 * The funnel studio's phone preview (/studio-preview): it plays drafts, so only staff may open it,
 * and it is the one page the admin may frame, and only from this origin.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { call, signUpStudent, staffToken } from './support'

const draft = JSON.parse(readFileSync(path.resolve('funnels/renew.json'), 'utf8')) as Record<string, unknown>
const staffCookie = async () => `payload-token=${await staffToken()}`

describe('the studio preview', () => {
  it('is a plain 404 for visitors and students, page and drafts alike', async () => {
    const student = await signUpStudent()
    for (const who of [{}, { cookie: student.cookie }]) {
      expect((await call('/studio-preview', who)).status).toBe(404)
      const post = await call('/studio-preview/paywalls', { ...who, method: 'POST', browser: 'same-origin', json: { definition: draft } })
      expect(post.status).toBe(404)
      expect(await post.text()).not.toContain('1-month plan')
      // The page itself takes no drafts (its paywalls moved to /studio-preview/paywalls).
      const page = await call('/studio-preview.data', { ...who, method: 'POST', browser: 'same-origin', json: { definition: draft } })
      expect(page.status).toBe(405)
      expect(await page.text()).not.toContain('1-month plan')
    }
  })

  it('opens for staff, framable by this origin only; other pages stay unframable', async () => {
    const response = await call('/studio-preview', { cookie: await staffCookie() })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    expect(response.headers.get('content-security-policy')).not.toContain("frame-ancestors 'none'")
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(response.headers.get('cache-control')).toContain('no-store')
    for (const other of ['/studio-preview/', '/studio-previewx', '/onboarding/renew']) {
      const page = await call(other, { cookie: await staffCookie() })
      expect(page.headers.get('x-frame-options'), other).toBe('DENY')
    }
  })

  it("prices a staff member's draft and answers a bad one with a 400 that says why", async () => {
    const cookie = await staffCookie()
    // As the preview's own fetch asks: the draft's plans, priced, in a JSON answer.
    const good = await call('/studio-preview/paywalls', { cookie, method: 'POST', browser: 'same-origin', json: { definition: draft } })
    expect(good.status).toBe(200)
    expect(good.headers.get('cache-control')).toContain('no-store')
    expect(JSON.stringify(await good.json())).toContain('1-month plan')

    for (const json of [{}, { definition: { ...draft, screens: [] } }, 'not an object']) {
      const bad = await call('/studio-preview/paywalls', { cookie, method: 'POST', browser: 'same-origin', json })
      expect(bad.status, JSON.stringify(json)).toBe(400)
      expect(((await bad.json()) as { error: { message: string } }).error.message).toMatch(/draft/i)
    }
  })

  it('refuses a draft posted from another site', async () => {
    const post = await call('/studio-preview/paywalls', {
      cookie: await staffCookie(),
      method: 'POST',
      browser: 'cross-site',
      json: { definition: draft },
    })
    expect(post.status).toBe(403)
  })
})
