import { describe, expect, it } from 'vitest'
import { backToPlansHref } from './back-to-plans'

describe('backToPlansHref', () => {
  it('leads a funnel order back into its funnel, as the visitor entered it', () => {
    expect(backToPlansHref({ funnelId: 'challenge_100k', variant: null }, null)).toBe('/onboarding/challenge_100k')
    expect(backToPlansHref({ funnelId: 'challenge_100k', variant: 'b' }, 'luck')).toBe('/experiment/challenge_100k')
  })

  it('leads a student order back to the paywall it came from, and nowhere it was not told', () => {
    expect(backToPlansHref({ funnelId: null, variant: null }, 'luck')).toBe('/luck/paywall')
    expect(backToPlansHref({ funnelId: null, variant: null }, 'renew')).toBe('/subscriptions/renew')
    expect(backToPlansHref({ funnelId: null, variant: null }, 'https://evil.example')).toBe('/')
    expect(backToPlansHref({ funnelId: null, variant: null }, 'toString')).toBe('/')
  })
})
