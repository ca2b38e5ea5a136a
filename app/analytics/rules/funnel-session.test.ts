import { describe, expect, it } from 'vitest'
import { groupSessions, orderedUniqueEvents, type RecordedEvent } from './funnel-session'

const event = (eventId: string, occurredAt: string, extra: Partial<RecordedEvent> = {}): RecordedEvent => ({
  eventId,
  name: 'screen.presented',
  visitorId: 'v',
  funnelId: 'f',
  occurredAt,
  ...extra,
})

describe('orderedUniqueEvents', () => {
  it('keeps each event id once, sorted by time and then id, and drops unreadable times', () => {
    const events = [
      event('c', '2025-01-06T10:00:02.000Z'),
      event('b', '2025-01-06T10:00:01.000Z'),
      event('c', '2025-01-06T10:00:02.000Z'),
      event('a', '2025-01-06T11:00:01.000+01:00'),
      event('x', 'later'),
    ]
    expect(orderedUniqueEvents(events).map(({ eventId, at }) => [eventId, at])).toEqual([
      ['a', Date.UTC(2025, 0, 6, 10, 0, 1)],
      ['b', Date.UTC(2025, 0, 6, 10, 0, 1)],
      ['c', Date.UTC(2025, 0, 6, 10, 0, 2)],
    ])
  })
})

describe('groupSessions', () => {
  it('makes one session per visitor, funnel and variant, and attaches outcomes', () => {
    const events = [
      event('1', '2025-01-06T10:00:00Z', { variant: 'a' }),
      event('2', '2025-01-06T10:00:01Z', { variant: 'a' }),
      event('3', '2025-01-06T10:00:02Z', { variant: 'b' }),
      event('4', '2025-01-06T10:00:03Z', { funnelId: 'g' }),
      event('5', '2025-01-06T10:00:04Z', { funnelId: 'g', variant: null }),
    ]
    const sessions = groupSessions(events, [
      { visitorId: 'v', funnelId: 'f', variant: 'b', checkout: false, purchase: true },
      { visitorId: 'v', funnelId: 'g', variant: null, checkout: true, purchase: false },
      { visitorId: 'nobody', funnelId: 'f', variant: 'a', checkout: true, purchase: true },
    ])
    expect(
      sessions.map(({ funnelId, variant, events, checkout, purchase }) => [funnelId, variant, events.length, checkout, purchase]),
    ).toEqual([
      ['f', 'a', 2, undefined, undefined],
      // A purchase implies a checkout.
      ['f', 'b', 1, true, true],
      ['g', null, 2, true, false],
    ])
  })

  it('gives an outcome to the visitor’s session in the funnel when the variants differ, and adds outcomes up', () => {
    const events = [event('1', '2025-01-06T10:00:00Z', { variant: 'f' }), event('2', '2025-01-06T10:00:01Z', { funnelId: 'g' })]
    const sessions = groupSessions(events, [
      { visitorId: 'v', funnelId: 'f', variant: null, checkout: true, purchase: false, source: 'google' },
      { visitorId: 'v', funnelId: 'f', variant: null, checkout: false, purchase: true, revenue: { USD: 500 }, source: 'bing' },
      { visitorId: 'v', funnelId: 'f', variant: 'f', checkout: false, purchase: true, revenue: { USD: 100, EUR: 7 } },
    ])
    expect(sessions.map(({ funnelId, checkout, purchase, revenue, source }) => [funnelId, checkout, purchase, revenue, source])).toEqual([
      ['f', true, true, { USD: 600, EUR: 7 }, 'google'],
      ['g', undefined, undefined, undefined, undefined],
    ])
  })
})
