import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { splitForTest } from './test-split'

const live = { funnelId: 'quiz', title: 'The quiz' }
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
        { funnelId: 'quiz_test_1', weight: 10, paused: false },
      ],
      live: { funnelId: 'quiz', weight: 40 },
      test: { funnelId: 'quiz_test_1', weight: 10, paused: false },
    })
  })

  it('keeps whole percents that add up as before, and every other funnel’s share (paused or not) as it was', () => {
    const others = fc.array(fc.record({ weight: fc.integer({ min: 0, max: 100 }), paused: fc.boolean() }), { maxLength: 10 })
    fc.assert(
      fc.property(others, fc.integer({ min: 2, max: 100 }), fc.integer({ min: 1, max: 90 }), (rest, liveWeight, share) => {
        const before = [...rest.map((variant, at) => ({ funnelId: `f${at}`, ...variant })), { funnelId: 'quiz', weight: liveWeight }]
        const split = splitForTest(before, live, 'quiz_test_1', share)
        if (!split.ok) throw new Error(split.reason)
        for (const variant of before.slice(0, -1)) expect(split.variants.find((one) => one.funnelId === variant.funnelId)).toEqual(variant)
        expect(Number.isInteger(split.test.weight) && Number.isInteger(split.live.weight)).toBe(true)
        expect(split.test.weight + split.live.weight).toBe(liveWeight)
        expect(split.live.weight).toBeGreaterThanOrEqual(1)
        // The nearest whole percent to the chosen share of the live funnel's visitors (at least 1 %).
        const exact = (liveWeight * share) / 100
        expect(split.test.weight).toBe(Math.min(liveWeight - 1, Math.max(1, Math.round(exact))))
      }),
    )
  })

  it('refuses a live funnel that is paused, or whose 1 % cannot be split, in words', () => {
    expect(splitForTest([{ funnelId: 'quiz', weight: 40, paused: true }], live, 'quiz_test_1', 20)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^“The quiz” gets no new visitors/),
    })
    expect(splitForTest([{ funnelId: 'quiz', weight: 1 }], live, 'quiz_test_1', 20)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/too few to split/),
    })
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
    const variants = [{ funnelId: 'quiz', weight: 10 }]
    for (const share of [0, 91, 12.5]) expect(splitForTest(variants, live, 'quiz_test_1', share)).toMatchObject({ ok: false })
    const full = Array.from({ length: 20 }, (_, at) => ({ funnelId: at === 0 ? 'quiz' : `f${at}`, weight: 1 }))
    expect(splitForTest(full, live, 'quiz_test_1', 20)).toMatchObject({ ok: false, reason: expect.stringMatching(/20 funnels/) })
  })
})
