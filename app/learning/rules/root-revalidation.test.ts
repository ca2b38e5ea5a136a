import { describe, expect, it } from 'vitest'
import { rootDataHolds } from './root-revalidation'

const at = (path: string) => new URL(path, 'https://learn.example')
const move = (from: string, to: string, formMethod?: string) => rootDataHolds({ currentUrl: at(from), nextUrl: at(to), formMethod })

describe('rootDataHolds', () => {
  it('keeps the root data between signed-in pages', () => {
    expect(move('/home', '/courses')).toBe(true)
    expect(move('/profile/settings', '/profile/settings/subscriptions')).toBe(true)
    expect(move('/courses', '/courses?level=beginner')).toBe(true)
  })

  it('loads it again when a public page is on either side', () => {
    expect(move('/auth/signin', '/home')).toBe(false)
    expect(move('/home', '/terms')).toBe(false)
    expect(move('/experiment/success-payment', '/home')).toBe(false)
  })

  it('loads it again after a submission', () => {
    expect(move('/profile/settings', '/profile/settings', 'POST')).toBe(false)
    expect(move('/home', '/courses', 'get')).toBe(true)
  })

  it('loads it again when the address names the platform the root remembers', () => {
    expect(move('/home', '/home?platform=ios')).toBe(false)
  })
})
