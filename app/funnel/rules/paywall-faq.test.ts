import { describe, expect, it } from 'vitest'
import { orderByGroup, paywallFaqGroups } from './paywall-faq'

describe('the FAQ of a funnel paywall', () => {
  it('answers the challenge questions first on a challenge funnel', () => {
    for (const id of ['challenge_v1', 'challenge_v2', 'challenge_100k', 'challenge_100k_v6']) {
      expect(paywallFaqGroups(id)).toEqual(['challenge', 'landing'])
    }
  })
  it('answers only the subscription questions elsewhere', () => {
    for (const id of ['product_v3', 'renew', 'challenges_copy', 'my_challenge']) expect(paywallFaqGroups(id)).toEqual(['landing'])
  })
  it('keeps each group together in the given order, and leaves out other groups', () => {
    const faqs = [
      { id: 1, group: 'landing' as const },
      { id: 2, group: 'challenge' as const },
      { id: 3, group: 'landing' as const },
      { id: 4, group: 'challenge' as const },
    ]
    expect(orderByGroup(faqs, ['challenge', 'landing']).map((faq) => faq.id)).toEqual([2, 4, 1, 3])
    expect(orderByGroup(faqs, ['landing']).map((faq) => faq.id)).toEqual([1, 3])
  })
})
