import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  bucketMidpointMs,
  histogramMedianMs,
  histogramOf,
  lastBucket,
  lowerMedian,
  mergeHistograms,
  shortestTimedMs,
  timeBucket,
} from './time-histogram'

describe('time histogram', () => {
  it('reports every time within ±4.5% below 55 minutes', () => {
    for (let ms = shortestTimedMs; ms < 3_276_800; ms = Math.ceil(ms * 1.013)) {
      const reported = bucketMidpointMs(timeBucket(ms))
      expect(Math.abs(reported / ms - 1)).toBeLessThan(0.045)
    }
  })

  it('puts each midpoint in its own bucket, and sub-100 ms and overnight times at the ends', () => {
    for (let bucket = 0; bucket <= lastBucket; bucket++) expect(timeBucket(bucketMidpointMs(bucket))).toBe(bucket)
    expect(timeBucket(0)).toBe(0)
    expect(timeBucket(99)).toBe(0)
    expect(timeBucket(100)).toBe(1)
    expect(timeBucket(24 * 3_600_000)).toBe(lastBucket)
    expect(bucketMidpointMs(lastBucket)).toBe(3_276_800)
  })

  it('finds the bucket of the exact lower median, merged or not', () => {
    const times = fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 60 })
    fc.assert(
      fc.property(times, times, (a, b) => {
        const merged = mergeHistograms(histogramOf(a), histogramOf(b))
        expect(merged).toEqual(histogramOf([...a, ...b]))
        const exact = lowerMedian([...a, ...b])
        const fromHistogram = histogramMedianMs(merged)
        if (exact === null) expect(fromHistogram).toBeNull()
        else expect(timeBucket(fromHistogram!)).toBe(timeBucket(exact))
      }),
    )
  })

  it('takes the lower of the two middle values', () => {
    expect(lowerMedian([4, 1, 3, 2])).toBe(2)
    expect(lowerMedian([5])).toBe(5)
    expect(lowerMedian([])).toBeNull()
  })
})
