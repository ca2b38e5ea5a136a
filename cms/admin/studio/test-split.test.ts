import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { splitForTest } from './test-split'

const live = { funnelId: 'quiz', title: 'The quiz' }
const shareOf = (variants: { funnelId: string; weight: number }[], id: string) =>
  variants.find((variant) => variant.funnelId === id)!.weight / variants.reduce((sum, variant) => sum + variant.weight, 0)

describe('a test’s share of the experiment', () => {
  it('takes the chosen share of the live funnel’s visitors, next to it', () => {
    const split = splitForTest(
      [
        { funnelId: 'other', weight: 50 },
        { funnelId: 'quiz', weight: 50 },
      ],
      live,
      'quiz_test_1',
      20,
    )
    expect(split).toEqual({
      ok: true,
      variants: [
        { funnelId: 'other', weight: 50 },
        { funnelId: 'quiz', weight: 40 },
        { funnelId: 'quiz_test_1', weight: 10 },
      ],
      live: { funnelId: 'quiz', weight: 40 },
      test: { funnelId: 'quiz_test_1', weight: 10 },
    })
  })

  it('leaves every other funnel’s share of /experiment as it was, whatever the weights', () => {
    const weights = fc.array(fc.integer({ min: 0, max: 1000 }), { maxLength: 10 })
    fc.assert(
      fc.property(weights, fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 90 }), (others, liveWeight, share) => {
        const before = [...others.map((weight, at) => ({ funnelId: `f${at}`, weight })), { funnelId: 'quiz', weight: liveWeight }]
        const split = splitForTest(before, live, 'quiz_test_1', share)
        if (!split.ok) throw new Error(split.reason)
        for (const variant of before.slice(0, -1))
          expect(shareOf(split.variants, variant.funnelId)).toBeCloseTo(shareOf(before, variant.funnelId), 6)
        expect(split.test.weight / (split.test.weight + split.live.weight)).toBeCloseTo(share / 100, 3)
      }),
    )
  })

  it('refuses a live funnel that gets no visitors from the experiment, in words', () => {
    for (const variants of [
      [{ funnelId: 'other', weight: 1 }],
      [
        { funnelId: 'other', weight: 1 },
        { funnelId: 'quiz', weight: 0 },
      ],
    ]) {
      const split = splitForTest(variants, live, 'quiz_test_1', 20)
      expect(split).toEqual({ ok: false, reason: expect.stringMatching(/^“The quiz” gets no new visitors from the experiment/) })
    }
  })

  it('refuses a share outside 1–90 % and a full experiment', () => {
    const variants = [{ funnelId: 'quiz', weight: 1 }]
    for (const share of [0, 91, 12.5]) expect(splitForTest(variants, live, 'quiz_test_1', share)).toMatchObject({ ok: false })
    const full = Array.from({ length: 20 }, (_, at) => ({ funnelId: at === 0 ? 'quiz' : `f${at}`, weight: 1 }))
    expect(splitForTest(full, live, 'quiz_test_1', 20)).toMatchObject({ ok: false, reason: expect.stringMatching(/20 funnels/) })
  })
})
