import { describe, expect, it } from 'vitest'
import { rootErrorInApp } from './in-app-error'

describe('rootErrorInApp', () => {
  it('keeps a failed move between app pages inside the app', () => {
    expect(rootErrorInApp({ signedIn: true, pathname: '/courses', answered: false })).toBe(true)
    expect(rootErrorInApp({ signedIn: true, pathname: '/profile/settings/subscriptions', answered: false })).toBe(true)
  })

  it('shows the plain page to visitors, on public pages and for answers from the server', () => {
    expect(rootErrorInApp({ signedIn: false, pathname: '/courses', answered: false })).toBe(false)
    expect(rootErrorInApp({ signedIn: true, pathname: '/terms', answered: false })).toBe(false)
    expect(rootErrorInApp({ signedIn: true, pathname: '/no-such-page', answered: true })).toBe(false)
  })
})
