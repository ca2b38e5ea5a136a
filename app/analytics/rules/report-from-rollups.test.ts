import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dropOffReport } from './drop-off-report'
import { mergeRollups, rollupSessions, withAllSources } from './funnel-rollup'
import type { FunnelSession, RecordedEvent } from './funnel-session'
import { reportFromRollups } from './report-from-rollups'
import { timeBucket } from './time-histogram'

const screenIds = ['s0', 's1', 's2', 's3', 's4', 'retired']
const screenOrder = screenIds.slice(0, 5)
const start = Date.UTC(2025, 2, 30, 20)

// A walk through screens (with repeats, as back navigation gives), sometimes completed, spread over
// a few days, with none to a few seconds, minutes or hours per screen; then events are duplicated and shuffled.
const sessionArbitrary = fc
  .record({
    visitorId: fc.constantFrom('v1', 'v2', 'v3', 'v4'),
    funnelId: fc.constantFrom('f1', 'f2'),
    variant: fc.constantFrom(null, 'a', 'b'),
    startsAt: fc.integer({ min: 0, max: 3 * 86_400_000 }),
    moves: fc.array(
      fc.record({
        screenId: fc.constantFrom(...screenIds, 'completed'),
        afterMs: fc.oneof(fc.constant(0), fc.nat(3000), fc.nat(300_000), fc.nat(5_000_000)),
      }),
      {
        maxLength: 12,
      },
    ),
    checkout: fc.boolean(),
    purchase: fc.boolean(),
    copies: fc.array(fc.nat(), { maxLength: 6 }),
    order: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 40, maxLength: 40 }),
  })
  .map(({ visitorId, funnelId, variant, startsAt, moves, checkout, purchase, copies, order }): FunnelSession => {
    let at = start + startsAt
    const events: RecordedEvent[] = [
      { eventId: `${visitorId}-0`, name: 'funnel.started', visitorId, funnelId, variant, occurredAt: new Date(at).toISOString() },
    ]
    moves.forEach(({ screenId, afterMs }, i) => {
      at += afterMs
      const base = { visitorId, funnelId, variant, occurredAt: new Date(at).toISOString() }
      if (screenId === 'completed') events.push({ ...base, eventId: `${visitorId}-${i}c`, name: 'funnel.completed' })
      else events.push({ ...base, eventId: `${visitorId}-${i}s`, name: 'screen.presented', screenId })
      if (screenId === 's2') events.push({ ...base, eventId: `${visitorId}-${i}r`, name: 'registration.presented', screenId })
      if (screenId === 's4') events.push({ ...base, eventId: `${visitorId}-${i}p`, name: 'paywall.presented', screenId })
    })
    const repeated = [...events, ...copies.map((n) => events[n % events.length]!)]
    const shuffled = repeated.map((event, i) => [order[i % order.length]! + i * 1e-9, event] as const).sort(([a], [b]) => a - b)
    return { visitorId, funnelId, variant, checkout, purchase, events: shuffled.map(([, event]) => event) }
  })

const sessionsArbitrary = fc.array(sessionArbitrary, { maxLength: 30 })

describe('reportFromRollups', () => {
  it('equals the report straight from events, the median up to its bucket', () => {
    fc.assert(
      fc.property(sessionsArbitrary, (sessions) => {
        const fromRollups = reportFromRollups(rollupSessions(sessions), screenOrder)
        const fromEvents = dropOffReport(sessions, screenOrder)
        const withoutMedian = ({ medianTimeOnScreenMs: _, ...row }: (typeof fromEvents.screens)[number]) => row
        expect(fromRollups.steps).toEqual(fromEvents.steps)
        expect(fromRollups.screens.map(withoutMedian)).toEqual(fromEvents.screens.map(withoutMedian))
        fromEvents.screens.forEach(({ medianTimeOnScreenMs: exact }, i) => {
          const rolledUp = fromRollups.screens[i]!.medianTimeOnScreenMs
          expect(rolledUp === null ? null : timeBucket(rolledUp)).toBe(exact === null ? null : timeBucket(exact))
        })
      }),
    )
  })

  it('gets the same rollup from any split of the sessions into batches, merged in any order', () => {
    fc.assert(
      fc.property(sessionsArbitrary, fc.array(fc.nat(3), { minLength: 30, maxLength: 30 }), (sessions, batchOf) => {
        const batches = [0, 1, 2, 3].map((batch) => rollupSessions(sessions.filter((_, i) => batchOf[i] === batch)))
        const whole = rollupSessions(sessions)
        expect(mergeRollups(batches)).toEqual(whole)
        expect(mergeRollups([mergeRollups(batches.slice(2)), ...batches.slice(0, 2).reverse()])).toEqual(whole)
      }),
    )
  })

  it('counts a session in the UTC day, or hour, of its first event, even if it runs past midnight', () => {
    const event = (eventId: string, occurredAt: string, screenId: string, source?: string): RecordedEvent => ({
      eventId,
      name: 'screen.presented',
      visitorId: 'v',
      funnelId: 'f',
      variant: null,
      screenId,
      occurredAt,
      ...(source ? { source } : {}),
    })
    const late = {
      visitorId: 'v',
      funnelId: 'f',
      variant: null,
      events: [event('2', '2025-03-31T00:10:00Z', 'b', 'tiktok'), event('1', '2025-03-30T23:55:00+00:00', 'a')],
    }
    const rollup = rollupSessions([late])
    expect(rollup.screens.map(({ period, source, screenId, saw, wentOn }) => [period, source, screenId, saw, wentOn])).toEqual([
      ['2025-03-30', 'tiktok', 'a', 1, 1],
      ['2025-03-30', 'tiktok', 'b', 1, 0],
    ])
    expect(rollup.steps).toEqual([
      {
        period: '2025-03-30',
        funnelId: 'f',
        variant: null,
        source: 'tiktok',
        started: 1,
        email: 0,
        paywall: 0,
        checkout: 0,
        purchase: 0,
        revenue: {},
      },
    ])
    expect(rollupSessions([late], 'hour').steps.map((row) => row.period)).toEqual(['2025-03-30T23'])
  })

  it('counts a session under its first event with a source, else its stored session, else (none)', () => {
    const event = (eventId: string, second: number, source?: string): RecordedEvent => ({
      eventId,
      name: 'screen.presented',
      visitorId: 'v',
      funnelId: 'f',
      screenId: 's',
      occurredAt: new Date(Date.UTC(2025, 0, 1, 0, 0, second)).toISOString(),
      ...(source ? { source } : {}),
    })
    const session = (events: RecordedEvent[], source?: string) => ({ visitorId: 'v', funnelId: 'f', variant: null, events, source })
    const sources = (s: ReturnType<typeof session>) => rollupSessions([s]).steps.map((row) => row.source)
    expect(sources(session([event('a', 2, 'late'), event('b', 1), event('c', 3, 'later')]))).toEqual(['late'])
    expect(sources(session([event('a', 1)], 'stored'))).toEqual(['stored'])
    expect(sources(session([event('a', 1)]))).toEqual(['(none)'])
  })

  it('adds revenue per currency and repeats every row under source *', () => {
    const event = (visitorId: string): RecordedEvent => ({
      eventId: visitorId,
      name: 'screen.presented',
      visitorId,
      funnelId: 'f',
      screenId: 's',
      occurredAt: '2025-01-01T10:00:00Z',
      source: visitorId === 'v3' ? 'google' : 'facebook',
    })
    const paid = (visitorId: string, revenue: FunnelSession['revenue']): FunnelSession => ({
      visitorId,
      funnelId: 'f',
      variant: 'f',
      events: [event(visitorId)],
      checkout: true,
      purchase: true,
      revenue,
    })
    const rollup = withAllSources(rollupSessions([paid('v1', { USD: 999 }), paid('v2', { USD: 1, GBP: 500 }), paid('v3', { USD: 100 })]))
    expect(rollup.steps.map(({ source, purchase, revenue }) => [source, purchase, revenue])).toEqual([
      ['facebook', 2, { USD: 1000, GBP: 500 }],
      ['google', 1, { USD: 100 }],
      ['*', 3, { USD: 1100, GBP: 500 }],
    ])
    expect(rollup.screens.map(({ source, saw }) => [source, saw])).toEqual([
      ['facebook', 2],
      ['google', 1],
      ['*', 3],
    ])
  })
})
