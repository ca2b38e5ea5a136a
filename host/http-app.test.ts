import { describe, expect, it } from 'vitest'
import { isCmsPath } from './http-app'

describe('isCmsPath', () => {
  it('sends the admin, the CMS REST API and Next assets to the admin host', () => {
    for (const path of ['/admin', '/admin/collections/courses', '/cms/api/courses', '/_next/static/x.js']) {
      expect(isCmsPath(path)).toBe(true)
    }
  })

  it('keeps the product routes, including its own /api, on the site', () => {
    for (const path of ['/', '/api/auth/signin', '/administrator', '/cms', '/onboarding/challenge_v1']) {
      expect(isCmsPath(path)).toBe(false)
    }
  })
})
