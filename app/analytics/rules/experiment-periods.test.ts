import { describe, expect, it } from 'vitest'
import { samplePeriods, settingsInForce, type WeightSetting } from './experiment-periods'
import type { StepRollup } from './funnel-rollup'

const at = (iso: string) => Date.parse(iso)
const settings: WeightSetting[] = [
  { from: -Infinity, weights: { old: 1 } },
  { from: at('2025-01-01T00:00:00Z'), weights: { a: 1, b: 1 } },
  { from: at('2025-01-02T06:30:00Z'), weights: { a: 3, b: 1 } },
]
const hour = (period: string, variant: string | null, started: number): StepRollup => ({
  period,
  funnelId: variant ?? 'f',
  variant,
  source: '*',
  started,
  email: 0,
  paywall: 0,
  checkout: 0,
  purchase: 0,
  revenue: {},
})

describe('settingsInForce', () => {
  it('cuts each setting to the range and drops those outside it', () => {
    expect(settingsInForce(settings, at('2025-01-02T00:00:00Z'), at('2025-01-03T00:00:00Z'))).toEqual([
      { from: at('2025-01-02T00:00:00Z'), to: at('2025-01-02T06:30:00Z'), weights: { a: 1, b: 1 } },
      { from: at('2025-01-02T06:30:00Z'), to: at('2025-01-03T00:00:00Z'), weights: { a: 3, b: 1 } },
    ])
    expect(settingsInForce(settings, at('2024-12-01T00:00:00Z'), at('2024-12-02T00:00:00Z'))).toEqual([
      { from: at('2024-12-01T00:00:00Z'), to: at('2024-12-02T00:00:00Z'), weights: { old: 1 } },
    ])
  })
})

describe('samplePeriods', () => {
  it('tests each stretch of weights on its own visitors and leaves the hour of a change out of both', () => {
    const rows = [
      hour('2025-01-02T00', 'a', 50),
      hour('2025-01-02T01', 'b', 50),
      hour('2025-01-02T06', 'a', 999), // the change was saved at 06:30: this hour mixes both settings
      hour('2025-01-02T07', 'a', 300),
      hour('2025-01-02T08', 'b', 100),
      hour('2025-01-02T09', null, 77), // not sent by the experiment
    ]
    const periods = samplePeriods(settings, rows, ['a', 'b'], at('2025-01-02T00:00:00Z'), at('2025-01-03T00:00:00Z'))
    expect(periods.map(({ weights, visitors, check }) => [weights, visitors, check?.chiSquare])).toEqual([
      [{ a: 1, b: 1 }, { a: 50, b: 50 }, 0],
      [{ a: 3, b: 1 }, { a: 300, b: 100 }, 0],
    ])
  })

  it('counts a day row in the period that holds all of it', () => {
    const rows = [hour('2025-01-01', 'a', 40), hour('2025-01-01', 'b', 60), hour('2025-01-02', 'a', 500)]
    const periods = samplePeriods(settings, rows, ['a', 'b'], at('2025-01-01T00:00:00Z'), at('2025-01-03T00:00:00Z'))
    // The 2nd straddles the 06:30 change: the caller must pass that day by the hour.
    expect(periods.map((period) => period.visitors)).toEqual([
      { a: 40, b: 60 },
      { a: 0, b: 0 },
    ])
  })

  it('flags a broken split in the period where it happened', () => {
    const rows = [hour('2025-01-02T07', 'a', 1000), hour('2025-01-02T07', 'b', 1000)]
    const [before, after] = samplePeriods(settings, rows, ['a', 'b'], at('2025-01-02T00:00:00Z'), at('2025-01-03T00:00:00Z'))
    expect(before!.check).toBeNull()
    expect(after!.check?.mismatch).toBe(true)
  })
})
