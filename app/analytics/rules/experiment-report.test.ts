import { describe, expect, it } from 'vitest'
import { experimentReport, type VariantTally } from './experiment-report'
import { wilsonInterval } from './wilson-interval'

const tally = (variant: string, visitors: number, conversions: number, weight = 50): VariantTally => ({
  variant,
  weight,
  visitors,
  conversions,
})

describe('experimentReport', () => {
  it('keeps collecting until every variant has 100 visitors and 10 conversions', () => {
    expect(experimentReport([tally('a', 99, 30), tally('b', 100, 10)]).status).toBe('collecting')
    expect(experimentReport([tally('a', 100, 9), tally('b', 100, 40)]).status).toBe('collecting')
    expect(experimentReport([tally('a', 100, 9), tally('b', 100, 40)]).leader).toBeNull()
    expect(experimentReport([tally('a', 100, 10), tally('b', 100, 10)]).status).toBe('leader')
    expect(experimentReport([tally('only', 5000, 500)]).status).toBe('collecting')
  })

  it('names a winner only at P(best) ≥ 0.95, a leader below', () => {
    const clear = experimentReport([tally('a', 2000, 100), tally('b', 2000, 150)])
    expect(clear.variants[1]!.probabilityToBeBest).toBeGreaterThan(0.99)
    expect(clear).toMatchObject({ status: 'winner', leader: 'b' })
    const close = experimentReport([tally('a', 1000, 100), tally('b', 1000, 108)])
    expect(close.variants[1]!.probabilityToBeBest).toBeGreaterThan(0.5)
    expect(close.variants[1]!.probabilityToBeBest).toBeLessThan(0.95)
    expect(close).toMatchObject({ status: 'leader', leader: 'b' })
  })

  it('names no winner while the assignment counts mismatch the weights', () => {
    const report = experimentReport([tally('a', 2000, 100), tally('b', 2600, 200)])
    expect(report.sampleRatio?.mismatch).toBe(true)
    expect(report.variants[1]!.probabilityToBeBest).toBeGreaterThan(0.95)
    expect(report).toMatchObject({ status: 'leader', leader: 'b' })
  })

  it('reports rates with the named Wilson interval', () => {
    const report = experimentReport([tally('a', 263, 81), tally('b', 0, 0)])
    expect(report.intervalLabel).toBe('95% Wilson score interval')
    expect(report.variants[0]).toMatchObject({ conversionRate: 81 / 263, interval: wilsonInterval(81, 263) })
    expect(report.variants[1]).toMatchObject({ conversionRate: null, interval: null, revenuePerVisitor: [] })
  })

  it('gives revenue per visitor per currency and never adds currencies up', () => {
    const report = experimentReport([
      { ...tally('a', 200, 20), revenue: { USD: 30_000, GBP: 10_000 } },
      { ...tally('b', 100, 12), revenue: { EUR: 4_500 } },
    ])
    expect(report.variants[0]!.revenuePerVisitor).toEqual([
      { currency: 'GBP', minorUnitsPerVisitor: 50 },
      { currency: 'USD', minorUnitsPerVisitor: 150 },
    ])
    expect(report.variants[1]!.revenuePerVisitor).toEqual([{ currency: 'EUR', minorUnitsPerVisitor: 45 }])
  })
})
