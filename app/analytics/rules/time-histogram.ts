/**
 * Time on screen kept as counts in fixed, logarithmic buckets, so that days, variants and funnels
 * merge by adding counts and a median still comes out. Resolution: 8 buckets per doubling, each
 * about 9% wide, so a reported median is within ±4.5% of the true one (the bucket's geometric
 * midpoint stands for it). Times under 100 ms share the first bucket, and times of 100 ms · 2¹⁵
 * (about 55 minutes) or more the last: a visitor who leaves the tab open overnight lands there
 * without stretching the scale.
 */
export const bucketsPerDoubling = 8
export const shortestTimedMs = 100
export const doublingsCovered = 15
export const lastBucket = 1 + bucketsPerDoubling * doublingsCovered

/** Sessions per bucket index; buckets with no session are absent. */
export type TimeHistogram = Record<number, number>

export function timeBucket(ms: number): number {
  if (!(ms >= shortestTimedMs)) return 0
  return Math.min(lastBucket, 1 + Math.floor(bucketsPerDoubling * Math.log2(ms / shortestTimedMs)))
}

/** The value reported for a bucket: its geometric midpoint, or its lower edge for the open last one. */
export function bucketMidpointMs(bucket: number): number {
  if (bucket === 0) return shortestTimedMs / 2
  const doublings = bucket === lastBucket ? bucket - 1 : bucket - 0.5
  return Math.round(shortestTimedMs * 2 ** (doublings / bucketsPerDoubling))
}

export function histogramOf(times: readonly number[]): TimeHistogram {
  const histogram: TimeHistogram = {}
  for (const ms of times) {
    const bucket = timeBucket(ms)
    histogram[bucket] = (histogram[bucket] ?? 0) + 1
  }
  return histogram
}

export function mergeHistograms(a: TimeHistogram, b: TimeHistogram): TimeHistogram {
  return addToHistogram({ ...a }, b)
}

/** Adds `b`'s counts into `total` and returns it: for summing many rows without a copy per row. */
export function addToHistogram(total: TimeHistogram, b: TimeHistogram): TimeHistogram {
  for (const bucket in b) total[bucket as unknown as number] = (total[bucket as unknown as number] ?? 0) + b[bucket as unknown as number]!
  return total
}

/**
 * The lower median — the ⌈n/2⌉-th smallest time — rather than the mean of the middle two, which
 * could fall between buckets: this way the bucket a histogram reports always holds the exact one.
 */
export function lowerMedian(times: readonly number[]): number | null {
  if (times.length === 0) return null
  return [...times].sort((a, b) => a - b)[Math.ceil(times.length / 2) - 1]!
}

export function histogramMedianMs(histogram: TimeHistogram): number | null {
  const buckets = Object.entries(histogram)
    .map(([bucket, count]) => [Number(bucket), count] as const)
    .sort(([a], [b]) => a - b)
  const total = buckets.reduce((sum, [, count]) => sum + count, 0)
  if (total === 0) return null
  const rank = Math.ceil(total / 2)
  let seen = 0
  for (const [bucket, count] of buckets) {
    seen += count
    if (seen >= rank) return bucketMidpointMs(bucket)
  }
  return null
}
