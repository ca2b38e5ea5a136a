import { describe, expect, it } from 'vitest'
import { landingVariant, selectPriceBlocks, startHref } from './landing-pages'

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
    expect(selectPriceBlocks(blocks, { family: 'annual_access', withMentor: true }).map((b) => b.key)).toEqual([
      'annual_access',
      'annual_access_curator_1m',
    ])
    expect(selectPriceBlocks(blocks, { family: 'n_weeks_access', withMentor: false }).map((b) => b.key)).toEqual([
      'n_weeks_access',
    ])
  })
})
