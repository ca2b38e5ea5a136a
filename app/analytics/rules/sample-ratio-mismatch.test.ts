import { describe, expect, it } from 'vitest'
import { checkSampleRatio } from './sample-ratio-mismatch'

describe('checkSampleRatio', () => {
  it('flags 1000 against 1200 at 50/50 (χ² = 18.18, p ≈ 2e-5)', () => {
    const check = checkSampleRatio([
      { visitors: 1000, weight: 50 },
      { visitors: 1200, weight: 50 },
    ])!
    expect(check.chiSquare).toBeCloseTo(200 / 11, 10)
    expect(check.degreesOfFreedom).toBe(1)
    expect(check.pValue).toBeCloseTo(2.0e-5, 6)
    expect(check.mismatch).toBe(true)
  })

  it('does not flag 1000 against 1030 at 50/50 (χ² ≈ 0.44)', () => {
    const check = checkSampleRatio([
      { visitors: 1000, weight: 50 },
      { visitors: 1030, weight: 50 },
    ])!
    expect(check.chiSquare).toBeCloseTo(450 / 1015, 10)
    expect(check.mismatch).toBe(false)
  })

  it('tests against uneven weights, not an even split', () => {
    // 40/12/12/12/12/12 as in the 100k-challenge experiment: these counts match it closely …
    const weights = [40, 12, 12, 12, 12, 12]
    const matching = [4010, 1195, 1203, 1190, 1207, 1195].map((visitors, i) => ({ visitors, weight: weights[i]! }))
    expect(checkSampleRatio(matching)!.mismatch).toBe(false)
    // … and an even split of the same total is a gross mismatch.
    expect(checkSampleRatio(matching.map(({ weight }) => ({ visitors: 1667, weight })))!.mismatch).toBe(true)
  })

  it('leaves paused variants out and needs two live variants with visitors', () => {
    const withPaused = checkSampleRatio([
      { visitors: 1000, weight: 1 },
      { visitors: 1030, weight: 1 },
      { visitors: 400, weight: 0 },
    ])!
    expect(withPaused.degreesOfFreedom).toBe(1)
    expect(withPaused.mismatch).toBe(false)
    expect(checkSampleRatio([{ visitors: 10, weight: 1 }])).toBeNull()
    expect(
      checkSampleRatio([
        { visitors: 0, weight: 1 },
        { visitors: 0, weight: 1 },
      ]),
    ).toBeNull()
  })
})
