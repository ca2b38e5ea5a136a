import { describe, expect, it } from 'vitest'
import { challengeDayLine, challengeSoldBy, incomeChallengeSlug } from './bought-challenge'

describe('challengeSoldBy', () => {
  it('names the income challenge for any income funnel the student paid in', () => {
    expect(challengeSoldBy(['challenge_100k_v4'])).toBe(incomeChallengeSlug)
    expect(challengeSoldBy(['product_v1', 'challenge_v1'])).toBe(incomeChallengeSlug)
  })

  it('names none for product funnels or no purchase', () => {
    expect(challengeSoldBy(['product_v3', 'renew'])).toBeNull()
    expect(challengeSoldBy([])).toBeNull()
  })
})

describe('challengeDayLine', () => {
  it('counts the day the student is on', () => {
    expect(challengeDayLine(0, 28, false)).toBe('Day 1 of 28')
    expect(challengeDayLine(6, 28, false)).toBe('Day 7 of 28')
    expect(challengeDayLine(28, 28, false)).toBe('Day 28 of 28')
  })

  it('says when it is done, and copes without a day count', () => {
    expect(challengeDayLine(28, 28, true)).toBe('Challenge complete')
    expect(challengeDayLine(0, null, false)).toBe('Ready when you are')
    expect(challengeDayLine(1, null, false)).toBe('1 day completed')
  })
})
