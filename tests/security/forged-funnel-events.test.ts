/**
 * Forged funnel events must not move the marketers' report more than people could: only published
 * funnels and their experiment variants, times near the server's clock, and caps per visitor and
 * per address. Refused events are not stored. An event counts only when it agrees with the funnel
 * session the server saw: the first screen the server rendered for the cookie, or the screens of
 * the progress it accepted, one step ahead at most, and each kind once per screen — so new cookies
 * buy nothing a visitor who opened the page would not have sent.
 */
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import challenge from '../../funnels/challenge_100k.json'
import { bodyOf, call, newClientIp, staffToken } from './support'

type Event = { id: string; name: string; funnelId: string; variant?: string; screenId?: string; occurredAt: string }

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

const cookiesOf = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!)

type StoredEvent = { name: string; visitorId: string; screenId?: string | null }
async function storedOf(visitorIds: string[]): Promise<StoredEvent[]> {
  const where = `where[visitorId][in]=${visitorIds.join(',')}&where[funnelId][equals]=challenge_100k`
  const response = await call(`/cms/api/funnel-events?${where}&limit=3000&depth=0`, { token: await staffToken() })
  expect(response.status).toBe(200)
  return ((await response.json()) as { docs: StoredEvent[] }).docs
}
const kindsOf = (events: StoredEvent[]) => events.map((one) => `${one.name}${one.screenId ? `:${one.screenId}` : ''}`).sort()

/** A visitor as the server first sees one: the funnel page, rendered for a new cookie. */
async function openFunnel(ip: string, path = '/onboarding/challenge_100k'): Promise<{ cookie: string; visitorId: string }> {
  const page = await call(path, { ip })
  expect(page.status).toBe(200)
  const visitorId = /\\"visitorId\\",\\"([0-9a-f-]{36})\\"/.exec(await page.text())?.[1]
  expect(visitorId).toBeDefined()
  return { cookie: cookiesOf(page).find((cookie) => cookie.startsWith('user_uuid='))!, visitorId: visitorId! }
}

/** Every event a forger could claim for the funnel: each screen, the paywall, the email step, completion. */
const everything = (): Event[] => {
  const shown = challenge.screens.map((screen) => event({ screenId: screen.id }))
  const extra = [
    event({ name: 'funnel.started' }),
    event({ name: 'funnel.started' }),
    event({ name: 'registration.presented', screenId: 'screen27' }),
    event({ name: 'paywall.presented', screenId: 'PaywallScreen' }),
    event({ name: 'funnel.completed' }),
  ]
  const again = Array.from({ length: 50 - shown.length - extra.length }, () => event({ screenId: 'screen0' }))
  return [...shown, ...extra, ...again]
}

describe('POST /api/funnel-events', () => {
  it('stores events of a published funnel and its variant, sent now', async () => {
    const plain = await openFunnel(newClientIp())
    const events = [event({ screenId: 'screen0' })]
    const response = await post(events, { cookie: plain.cookie })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ stored: 1, duplicates: 0 })
    const variant = await openFunnel(newClientIp(), '/experiment/challenge_100k_v2')
    const variantEvents = [event({ funnelId: 'challenge_100k_v2', variant: 'challenge_100k_v2', screenId: 'screen0' })]
    expect(await (await post(variantEvents, { cookie: variant.cookie })).json()).toEqual({ stored: 1, duplicates: 0 })
    expect(await storedCount([...events, ...variantEvents])).toBe(2)
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
    const { cookie } = await openFunnel(newClientIp())
    expect((await post([event()], { cookie })).status).toBe(200)
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

  it('new cookies buy nothing more than opening the page: 40 cookies × 50 events from one address count 3 each', async () => {
    const ip = newClientIp()
    const visitors: string[] = []
    for (let visitor = 0; visitor < 40; visitor += 1) {
      const { cookie, visitorId } = await openFunnel(ip)
      visitors.push(visitorId)
      const batch = everything()
      expect(batch).toHaveLength(50)
      const answer = await post(batch, { ip, cookie })
      expect(answer.status).toBe(200)
    }
    const stored = await storedOf(visitors)
    // Each cookie: started once and the first screen once, as a visitor who only opened the page, and
    // the screen one step on (a tap whose progress is still on its way); no paywall, no completion.
    expect(stored.length).toBeLessThanOrEqual(40 * 3)
    for (const visitorId of visitors) {
      expect(kindsOf(stored.filter((one) => one.visitorId === visitorId))).toEqual([
        'funnel.started',
        'screen.presented:screen0',
        'screen.presented:screen1',
      ])
    }
  })

  it('a batch without a visitor cookie counts nothing and is given no cookie', async () => {
    const events = [event({ name: 'funnel.started' }), event({ screenId: 'screen0' })]
    const answer = await post(events)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('set-cookie')).toBeNull()
    expect(await storedCount(events)).toBe(0)
  })

  it("a visitor's events count as far as the progress the server accepted, once per screen, going back included", async () => {
    const ip = newClientIp()
    const { cookie, visitorId } = await openFunnel(ip)
    const send = async (events: Event[], cookies = cookie) => (await post(events, { ip, cookie: cookies })).status
    expect(await send([event({ name: 'funnel.started' }), event({ screenId: 'screen0' }), event({ screenId: 'screen5' })])).toBe(200)
    expect(kindsOf(await storedOf([visitorId]))).toEqual(['funnel.started', 'screen.presented:screen0'])

    // The player saves progress on screen2 (screens 0 and 1 behind it), as the engine does.
    const saved = await call('/api/funnel-session', {
      method: 'POST',
      ip,
      cookie,
      browser: 'same-origin',
      json: {
        funnelId: 'challenge_100k',
        state: {
          funnelId: 'challenge_100k',
          version: challenge.version,
          screenId: 'screen2',
          history: ['screen0', 'screen1'],
          answers: {},
          drafts: {},
        },
      },
    })
    expect(saved.status).toBe(200)
    const withSession = [cookie, ...cookiesOf(saved)].join('; ')
    const onward = [
      event({ screenId: 'screen1' }),
      event({ screenId: 'screen2' }),
      event({ screenId: 'screen3' }),
      event({ screenId: 'screen9' }),
      event({ name: 'paywall.presented', screenId: 'PaywallScreen' }),
      event({ name: 'funnel.started' }),
    ]
    expect(await send(onward, withSession)).toBe(200)
    // Back to screen1 twice more: shown again, counted again — up to three times a screen.
    expect(await send([event({ screenId: 'screen1' }), event({ screenId: 'screen1' }), event({ screenId: 'screen1' })], withSession)).toBe(
      200,
    )
    expect(kindsOf(await storedOf([visitorId]))).toEqual([
      'funnel.started',
      'screen.presented:screen0',
      'screen.presented:screen1',
      'screen.presented:screen1',
      'screen.presented:screen1',
      'screen.presented:screen2',
      'screen.presented:screen3',
    ])
  })
})
