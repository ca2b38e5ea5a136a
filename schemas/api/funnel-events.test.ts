import { describe, expect, it } from 'vitest'
import { funnelEventBatchSchema, maxEventsPerBatch } from './funnel-events'

const event = (n = 0) => ({
  id: `0d3f1a52-9c1e-4b7a-8f3e-${String(n).padStart(12, '0')}`,
  name: 'screen.presented',
  funnelId: 'challenge_100k',
  variant: 'challenge_100k_v3',
  screenId: 'screen1',
  screenIndex: 1,
  screenType: 'SingleOption',
  occurredAt: '2025-01-15T10:00:00.000Z',
})

describe('funnelEventBatchSchema', () => {
  it('accepts a batch of up to 50 events', () => {
    const batch = { events: Array.from({ length: maxEventsPerBatch }, (_, n) => event(n)) }
    expect(funnelEventBatchSchema.safeParse(batch).success).toBe(true)
  })

  it('refuses an empty or oversized batch, unknown names, missing ids and extra fields', () => {
    const refused = [
      { events: [] },
      { events: Array.from({ length: maxEventsPerBatch + 1 }, (_, n) => event(n)) },
      { events: [{ ...event(), name: 'screen.clicked' }] },
      { events: [{ ...event(), id: 'not-a-uuid' }] },
      { events: [{ ...event(), visitorId: 'someone-else' }] },
      { events: [{ ...event(), occurredAt: 'yesterday' }] },
    ]
    for (const batch of refused) expect(funnelEventBatchSchema.safeParse(batch).success).toBe(false)
  })
})
