import { describe, expect, it } from 'vitest'
import { readdirSync } from 'node:fs'
import { challengeDayLine, incomeFunnelMark } from './bought-challenge'

describe('incomeFunnelMark', () => {
  it('is in the id of every income funnel and of no other', () => {
    const ids = readdirSync('funnels').map((file) => file.replace(/\.json$/, ''))
    const marked = ids.filter((id) => id.includes(incomeFunnelMark))
    expect(marked).toEqual(expect.arrayContaining(['challenge_v1', 'challenge_v2', 'challenge_100k', 'challenge_100k_v4']))
    expect(ids.filter((id) => !marked.includes(id)).sort()).toEqual(['product_v1', 'product_v2', 'product_v3', 'renew'])
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
