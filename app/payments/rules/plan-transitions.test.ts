import { describe, expect, it } from 'vitest'
import { availableTransitions, sameTagSet } from './plan-transitions'

const plan = (planId: string, tags: string[], weeks: number, usd: number, extra: { gbp?: number } = {}) => ({
  planId,
  tags,
  renewalPeriod: { unit: 'W' as const, value: weeks },
  prices: [{ currency: 'USD', renewalCents: usd }, ...(extra.gbp ? [{ currency: 'GBP', renewalCents: extra.gbp }] : [])],
})

describe('sameTagSet', () => {
  it('matches the exact set, whatever the order or repeats', () => {
    expect(sameTagSet(['web', 'weekly'], ['weekly', 'web', 'web'])).toBe(true)
    expect(sameTagSet(['web'], ['web', 'weekly'])).toBe(false)
    expect(sameTagSet(['web', 'weekly'], ['web'])).toBe(false)
    expect(sameTagSet([], null)).toBe(true)
  })
})

describe('availableTransitions', () => {
  const current = plan('four', ['web', 'weekly'], 4, 2999)
  const plans = [
    plan('fifty-two', ['web', 'weekly'], 52, 11999),
    current,
    plan('twelve', ['weekly', 'web'], 12, 5999, { gbp: 4799 }),
    plan('trial', ['web', 'weekly'], 4, 2999),
    plan('other-family', ['web', 'months'], 12, 100),
    plan('superset', ['web', 'weekly', 'vip'], 12, 100),
  ]

  it('lists the same family’s other billing periods, cheapest new price first', () => {
    expect(availableTransitions(current, plans, 'USD').map((p) => [p.planId, p.newPrice])).toEqual([
      ['twelve', 5999],
      ['fifty-two', 11999],
    ])
  })

  it('leaves out plans without a price in the subscriber’s currency', () => {
    expect(availableTransitions(current, plans, 'GBP').map((p) => p.planId)).toEqual(['twelve'])
  })
})
