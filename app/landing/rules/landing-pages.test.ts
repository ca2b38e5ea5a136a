import { describe, expect, it } from 'vitest'
import { landingStartHref, landingVariant, selectPriceBlocks, startHref } from './landing-pages'

describe('landingVariant', () => {
  it('tracks v1 and v2 by exact path only', () => {
    expect(landingVariant('/landing-v1')).toBe('v1')
    expect(landingVariant('/landing-v2')).toBe('v2')
    expect(landingVariant('/landing-v1/')).toBe('none')
    expect(landingVariant('/landing-v10')).toBe('none')
    expect(landingVariant('/')).toBe('none')
  })
})

describe('startHref', () => {
  it('carries the query string over and adds the landing variant', () => {
    expect(startHref('challenge_100k', '?utm_source=fb&fbclid=x1', 'v1')).toBe(
      '/onboarding/challenge_100k?utm_source=fb&fbclid=x1&landing=v1',
    )
    expect(startHref('challenge_v1', '', 'none')).toBe('/onboarding/challenge_v1')
  })
})

describe('selectPriceBlocks', () => {
  const blocks = [
    { key: 'annual_access', curatorMonths: 0 },
    { key: 'annual_access_curator_1m', curatorMonths: 1 },
    { key: 'n_weeks_access', curatorMonths: 0 },
    { key: 'n_weeks_access_curator_1m', curatorMonths: 1 },
  ]
  it('shows the chosen family, with or without the mentor blocks', () => {
    expect(selectPriceBlocks(blocks, 'annual_access_with_mentor').map((b) => b.key)).toEqual(['annual_access', 'annual_access_curator_1m'])
    expect(selectPriceBlocks(blocks, 'n_weeks_access').map((b) => b.key)).toEqual(['n_weeks_access'])
  })
})

describe('landingStartHref', () => {
  const settings = { funnelId: 'challenge_100k', paymentSystem: 'solidgate', creatorLandingRegistration: 'funnel' } as const
  const device = '5f0c2b8e-1f7a-4c1e-9a57-3c4b5d6e7f80'

  it('luck always signs up first, keeping the query string', () => {
    expect(landingStartHref('/luck', settings, '?utm_source=fb', device)).toBe('/luck/set-email?utm_source=fb')
    expect(landingStartHref('/luck', settings, '', device)).toBe('/luck/set-email')
  })

  it('creator signs up first only on Solidgate with payment_block_registration', () => {
    const block = { ...settings, creatorLandingRegistration: 'payment_block_registration' } as const
    expect(landingStartHref('/creator', block, '?a=1', device)).toBe('/creator/set-email?a=1')
    expect(landingStartHref('/creator', { ...block, paymentSystem: 'ecommpay' }, '?a=1', device)).toBe('/onboarding/challenge_100k?a=1')
    expect(landingStartHref('/creator', settings, '?a=1', device)).toBe('/onboarding/challenge_100k?a=1')
  })

  it('the other landings add the deviceId and the tracked variant to the query string', () => {
    expect(landingStartHref('/landing-v1', settings, '?utm_source=fb', device)).toBe(
      `/onboarding/challenge_100k?utm_source=fb&deviceId=${device}&landing=v1`,
    )
    expect(landingStartHref('/', settings, '', device)).toBe(`/onboarding/challenge_100k?deviceId=${device}`)
  })
})
