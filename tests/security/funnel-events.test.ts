/**
 * Forged funnel events must not move the marketers' report more than people could: only published
 * funnels and their experiment variants, times near the server's clock, and caps per visitor and
 * per address. Refused events are not stored.
 */
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { bodyOf, call, newClientIp, staffToken } from './support'

type Event = { id: string; name: string; funnelId: string; variant?: string; occurredAt: string }

const event = (overrides: Partial<Event> = {}): Event => ({
  id: randomUUID(),
  name: 'screen.presented',
  funnelId: 'challenge_100k',
  occurredAt: new Date().toISOString(),
  ...overrides,
})

function post(events: Event[], options: { ip?: string; cookie?: string } = {}) {
  return call('/api/funnel-events', { method: 'POST', json: { events }, browser: 'same-origin', ...options })
}

async function storedCount(events: Event[]): Promise<number> {
  const ids = events.map((item) => item.id).join(',')
  const response = await call(`/cms/api/funnel-events?where[eventId][in]=${ids}&limit=100&depth=0`, { token: await staffToken() })
  expect(response.status).toBe(200)
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

const visitorCookie = (response: Response) => response.headers.get('set-cookie')?.split(';')[0] ?? ''

describe('POST /api/funnel-events', () => {
  it('stores events of a published funnel and its variant, sent now', async () => {
    const events = [event(), event({ funnelId: 'challenge_100k_v2', variant: 'challenge_100k_v2' })]
    const response = await post(events)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ stored: 2, duplicates: 0 })
    expect(await storedCount(events)).toBe(2)
  })

  it('refuses unknown funnels, foreign variants and times far from the server clock, and stores none of them', async () => {
    const forged: [string, Event][] = [
      ['a funnel that does not exist', event({ funnelId: 'no_such_funnel' })],
      ['a variant that is not in the experiment', event({ variant: 'made_up_variant' })],
      ['a variant of another funnel', event({ variant: 'challenge_100k_v2' })],
      ['dated 2019', event({ occurredAt: '2019-03-01T10:00:00.000Z' })],
      ['dated 2035', event({ occurredAt: '2035-03-01T10:00:00.000Z' })],
      ['two hours ago', event({ occurredAt: new Date(Date.now() - 2 * 3600_000).toISOString() })],
    ]
    for (const [name, forgedEvent] of forged) {
      const response = await post([event(), forgedEvent])
      expect(response.status, name).toBe(400)
      expect(await bodyOf(response), name).toMatchObject({ error: { title: 'Invalid events' } })
    }
    expect(await storedCount(forged.map(([, forgedEvent]) => forgedEvent))).toBe(0)
  })

  it('caps what one visitor cookie can send', async () => {
    const first = await post([event()])
    const cookie = visitorCookie(first)
    expect(cookie).toMatch(/^user_uuid=/)
    const statuses: number[] = []
    // 299 more events from the same visitor are taken (from many addresses); the next batch is not.
    for (let sent = 1; sent < 300; sent += 50) {
      const batch = Array.from({ length: Math.min(50, 300 - sent) }, () => event())
      statuses.push((await post(batch, { cookie })).status)
    }
    expect(statuses.every((status) => status === 200)).toBe(true)
    const over = [event()]
    const refused = await post(over, { cookie })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await storedCount(over)).toBe(0)
  })

  it('caps new visitors made by cookie-less batches from one address', async () => {
    const ip = newClientIp()
    const statuses: number[] = []
    for (let visitor = 0; visitor < 31; visitor += 1) statuses.push((await post([event()], { ip })).status)
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true)
    expect(statuses[30]).toBe(429)
    // A visitor who already has a cookie (the funnel page sets it) still gets through from that address.
    const cookie = visitorCookie(await post([event()]))
    expect((await post([event()], { ip, cookie })).status).toBe(200)
  })
})
