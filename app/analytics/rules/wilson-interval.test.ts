import { describe, expect, it } from 'vitest'
import { wilsonInterval } from './wilson-interval'

// Newcombe RG (1998), "Two-sided confidence intervals for the single proportion: comparison of
// seven methods", Statistics in Medicine 17:857–872, Table II, method 3 (score, no continuity
// correction), to the four decimals printed there.
describe('wilsonInterval', () => {
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])('%d of %d gives %d to %d', (successes, trials, low, high) => {
    const interval = wilsonInterval(successes, trials)!
    expect(interval.low).toBeCloseTo(low, 4)
    expect(interval.high).toBeCloseTo(high, 4)
  })

  it('is symmetric around one half and stays inside [0, 1]', () => {
    const all = wilsonInterval(20, 20)!
    const none = wilsonInterval(0, 20)!
    expect(all.high).toBe(1)
    expect(all.low).toBeCloseTo(1 - none.high, 12)
  })

  it('has no interval without trials and refuses impossible counts', () => {
    expect(wilsonInterval(0, 0)).toBeNull()
    expect(() => wilsonInterval(5, 4)).toThrow(RangeError)
    expect(() => wilsonInterval(1.5, 4)).toThrow(RangeError)
  })
})
