import { beforeAll, describe, expect, it } from 'vitest'
import { receiveFunnelEvents } from '../../app/funnel/server/events-api.server'
import { recordFunnelEvents } from '../../app/funnel/server/funnel-events.server'
import { getPayloadClient } from '@cms/get-payload'
import { getEventSink } from '../../app/analytics/server/event-sink.server'
import { savedProgress } from '../support/funnel-progress'
import { postJson } from '../support/requests'
import { createFunnel, funnelDefinition } from '../support/funnels'
import { createStaff } from '../support/staff'

let counter = 0
function event(overrides: Record<string, unknown> = {}) {
  counter += 1
  return {
    id: `6f1c2d3e-4a5b-4c6d-8e7f-${String(Date.now() % 1e6).padStart(6, '0')}${String(counter).padStart(6, '0')}`,
    name: 'screen.presented',
    funnelId: 'challenge_100k_v3',
    variant: 'challenge_100k_v3',
    screenId: 'screen1',
    screenIndex: 1,
    screenType: 'SingleOption',
    occurredAt: '2025-01-15T10:00:00.000Z',
    ...overrides,
  }
}

async function storedCount(eventIds: string[]) {
  const payload = await getPayloadClient()
  return (await payload.count({ collection: 'funnel-events', where: { eventId: { in: eventIds } } })).totalDocs
}

describe('POST /api/funnel-events', () => {
  // Events are taken only for a published funnel; this one is a variant of the default experiment.
  beforeAll(async () => {
    const payload = await getPayloadClient()
    const { totalDocs } = await payload.count({ collection: 'funnels', where: { funnelId: { equals: 'challenge_100k_v3' } } })
    if (totalDocs === 0) await createFunnel(payload, funnelDefinition('challenge_100k_v3'))
  })

  it('stores a batch sent twice once, for the visitor of the cookie', async () => {
    const batch = {
      events: [event({ name: 'funnel.started', screenId: undefined, screenIndex: undefined, screenType: undefined }), event()],
    }
    // The events were sent when they happened, in January 2025.
    const sentAt = { now: Date.parse('2025-01-15T10:00:05.000Z') }
    // The visitor's player saved the progress the events show before sending them.
    const cookie = await savedProgress(batch.events)
    const first = await receiveFunnelEvents(postJson('/api/funnel-events', batch, { cookie }), sentAt)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ stored: 2, duplicates: 0 })

    const again = await receiveFunnelEvents(postJson('/api/funnel-events', batch, { cookie }), sentAt)
    expect(await again.json()).toEqual({ stored: 0, duplicates: 2 })
    expect(await storedCount(batch.events.map((e) => e.id))).toBe(2)

    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'funnel-events', where: { eventId: { equals: batch.events[1]!.id } } })
    expect(docs[0]).toMatchObject({
      name: 'screen.presented',
      funnelId: 'challenge_100k_v3',
      variant: 'challenge_100k_v3',
      screenId: 'screen1',
      screenIndex: 1,
      screenType: 'SingleOption',
    })
    expect(docs[0]!.visitorId).toMatch(/^[0-9a-f-]{36}$/)
    expect(new Date(docs[0]!.occurredAt).toISOString()).toBe('2025-01-15T10:00:00.000Z')
  })

  it('stores each event once when two copies of a batch arrive at the same time', async () => {
    const events = [event(), event(), event()].map(({ id, ...rest }) => ({ eventId: id, ...rest, name: 'screen.presented' as const }))
    const results = await Promise.all([recordFunnelEvents('visitor-a', events), recordFunnelEvents('visitor-a', events)])
    expect(results[0]!.stored + results[1]!.stored).toBe(3)
    expect(await storedCount(events.map((e) => e.eventId))).toBe(3)
  })

  it('credits each new event to exactly one of several batches written together', async () => {
    const sink = await getEventSink()
    const batch = () =>
      [event(), event()].map(({ id, ...rest }) => ({
        ...rest,
        eventId: id,
        name: 'screen.presented' as const,
        visitorId: 'visitor-b',
        traffic: 'visitor' as const,
        source: null,
        landingVariant: 'none' as const,
        attribution: null,
      }))
    const [first, second] = [batch(), batch()]
    // The first write is under way while the next three wait and go in one statement.
    const results = await Promise.all([sink.append(first), sink.append(second), sink.append(second), sink.append([...first, ...second])])
    expect(results.map((result) => result.stored)).toEqual([2, 2, 0, 0])
    expect(results.map((result) => result.duplicates)).toEqual([0, 0, 2, 4])
    expect(await storedCount([...first, ...second].map((e) => e.eventId))).toBe(4)
  })

  it('answers 400 with the API error shape, never a 500, for anything it cannot store', async () => {
    const bad = [
      'not json',
      { events: [] },
      { events: [event({ name: 'screen.clicked' })] },
      { events: Array.from({ length: 51 }, () => event()) },
      { events: [event({ id: 'not-a-uuid' })] },
    ]
    for (const body of bad) {
      const response = await receiveFunnelEvents(postJson('/api/funnel-events', body))
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400)
      const json = (await response.json()) as { error: { title: string; message: string } }
      expect(json.error.title).toBe('Invalid events')
      expect(json.error.message.length).toBeGreaterThan(0)
    }
  })

  it('lets an admin read raw events (marketers get the reports), and nobody write them through the API', async () => {
    const payload = await getPayloadClient()
    await expect(payload.find({ collection: 'funnel-events', overrideAccess: false })).rejects.toThrow()
    const marketer = await createStaff(payload, 'marketer')
    await expect(payload.find({ collection: 'funnel-events', overrideAccess: false, user: marketer })).rejects.toThrow()
    const admin = await createStaff(payload, 'admin')
    const read = await payload.find({ collection: 'funnel-events', overrideAccess: false, user: admin })
    expect(read.totalDocs).toBeGreaterThan(0)
    const { id: eventId, ...rest } = event()
    await expect(
      payload.create({
        collection: 'funnel-events',
        data: { ...rest, eventId, visitorId: 'v', name: 'funnel.started', traffic: 'visitor' },
        overrideAccess: false,
        user: admin,
      }),
    ).rejects.toThrow()
  })
})
