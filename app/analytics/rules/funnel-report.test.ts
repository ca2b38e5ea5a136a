import { describe, expect, it } from 'vitest'
import { dropOffReport } from './drop-off-report'
import { rollupSessions, type StepRollup } from './funnel-rollup'
import { buildFunnelReport, type ReportData } from './funnel-report'
import type { FunnelSession, RecordedEvent } from './funnel-session'
import { reportRange } from './rollup-period'

function session(
  visitorId: string,
  funnelId: string,
  variant: string | null,
  screens: string[],
  outcome: Partial<FunnelSession> = {},
): FunnelSession {
  const events: RecordedEvent[] = screens.map((screenId, i) => ({
    eventId: `${visitorId}-${i}`,
    name: 'screen.presented',
    visitorId,
    funnelId,
    variant,
    screenId,
    occurredAt: new Date(Date.UTC(2025, 0, 1, 10, 0, i * 10)).toISOString(),
  }))
  return { visitorId, funnelId, variant, events, ...outcome }
}

const steps = (period: string, variant: string, started: number, purchase: number): StepRollup => ({
  period,
  funnelId: variant,
  variant,
  source: '*',
  started,
  email: 0,
  paywall: started,
  checkout: purchase,
  purchase,
  revenue: {},
})

const base = (overrides: Partial<ReportData>): ReportData => ({
  input: { funnelId: 'a', from: '2025-01-01', to: '2025-01-02', timeZone: 'UTC' },
  range: reportRange('2025-01-01', '2025-01-02', 'UTC'),
  asOf: '2025-01-03T00:00:00.000Z',
  rollup: { screens: [], steps: [] },
  sampleSteps: [],
  screenOrders: { a: ['s1', 's2'], b: ['s1', 's2'] },
  settings: [{ from: -Infinity, weights: { a: 1, b: 1 } }],
  ...overrides,
})

describe('buildFunnelReport', () => {
  const sessions = [
    session('v1', 'a', 'a', ['s1', 's2'], { checkout: true, purchase: true, revenue: { USD: 1000, GBP: 300 } }),
    session('v2', 'a', 'a', ['s1']),
    session('v3', 'a', null, ['s1', 's2'], { checkout: true, purchase: true, revenue: { USD: 500 } }),
    session('v4', 'b', 'b', ['s1']),
  ]

  it('counts every session of the funnel, through the experiment or not, and keeps currencies apart', () => {
    const report = buildFunnelReport(base({ rollup: rollupSessions(sessions, 'hour') }))
    const direct = dropOffReport(sessions.slice(0, 3), ['s1', 's2'])
    expect(report.funnel.steps).toEqual(direct.steps)
    expect(report.funnel.screens.map(({ medianTimeOnScreenMs: _, ...row }) => row)).toEqual(
      direct.screens.map(({ medianTimeOnScreenMs: _, ...row }) => row),
    )
    expect(report.funnel.visitors).toBe(3)
    expect(report.funnel.conversionToPurchase).toBe(2 / 3)
    expect(report.funnel.revenue).toEqual([
      { currency: 'GBP', minorUnits: 300, minorUnitsPerVisitor: 100 },
      { currency: 'USD', minorUnits: 1500, minorUnitsPerVisitor: 500 },
    ])
    expect(report.variants.map((variant) => [variant.variant, variant.visitors])).toEqual([
      ['a', 2],
      ['b', 1],
    ])
  })

  it('compares the variants the experiment ran, leaving out one paused all along with nobody in it', () => {
    const settings = [{ from: -Infinity, weights: { a: 1, b: 1, paused: 0 } }]
    expect(buildFunnelReport(base({ rollup: rollupSessions(sessions, 'hour'), settings })).variants.map((v) => v.variant)).toEqual([
      'a',
      'b',
    ])
    const asked = buildFunnelReport(
      base({ rollup: rollupSessions(sessions, 'hour'), settings, input: { ...base({}).input, variants: ['paused', 'a'] } }),
    )
    expect(asked.variants.map((v) => v.variant)).toEqual(['paused', 'a'])
  })

  it('judges the split per weight period: a change of weights is no mismatch, a broken split stops a winner', () => {
    const settings = [
      { from: -Infinity, weights: { a: 1, b: 1 } },
      { from: Date.parse('2025-01-02T00:00:00Z'), weights: { a: 3, b: 1 } },
    ]
    const report = (laterA: number) =>
      buildFunnelReport(
        base({
          settings,
          rollup: { screens: [], steps: [steps('2025-01-01', 'a', 1000 + laterA, 100), steps('2025-01-01', 'b', 2000, 200)] },
          sampleSteps: [
            steps('2025-01-01T10', 'a', 1000, 50),
            steps('2025-01-01T10', 'b', 1000, 100),
            steps('2025-01-02T10', 'a', laterA, 50),
            steps('2025-01-02T10', 'b', 1000, 100),
          ],
        }),
      ).experiment!
    const honest = report(3000)
    expect(honest.samplePeriods.map((period) => period.check?.chiSquare)).toEqual([0, 0])
    expect(honest).toMatchObject({ status: 'winner', leader: 'b', sampleRatioMismatch: false })
    expect(honest.variants.map((variant) => variant.weight)).toEqual([3, 1])
    const broken = report(2000)
    expect(broken).toMatchObject({ status: 'leader', leader: 'b', sampleRatioMismatch: true })
  })
})
