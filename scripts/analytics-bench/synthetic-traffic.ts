import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { SinkEvent } from '../../app/analytics/server/event-sink.server'
import { normalDraw, seededUniform } from '../../app/analytics/rules/random'

/** The six funnels of the /experiment test and their default weights (schemas/funnel/experiment.ts). */
export const variants = [
  ['challenge_100k', 40],
  ['challenge_100k_v2', 12],
  ['challenge_100k_v3', 12],
  ['challenge_100k_v4', 12],
  ['challenge_100k_v5', 12],
  ['challenge_100k_v6', 12],
] as const

const sources = [
  ['facebook', 0.4],
  ['google', 0.25],
  ['tiktok', 0.15],
  [null, 0.2],
] as const

export type Purchase = {
  visitorId: string
  funnelId: string
  variant: string | null
  source: string | null
  paid: boolean
  currency: 'USD' | 'GBP'
  upsell: boolean
}

/** One visitor's events in the batches the player would send (some sent twice), and what they bought. */
export type SyntheticSession = { batches: SinkEvent[][]; resend: boolean[]; purchase: Purchase | null }

type Screen = { id: string; type: string }

/**
 * Visitors spread over `days` days ending at `end`, drawn into the experiment's variants by weight
 * (one in ten plays challenge_100k directly, with no variant), 2% of them crawlers. Each walks the
 * funnel's screens, stays 2–60 s on each (log-normal around 8 s), goes back a screen now and then,
 * and leaves with 3% chance per screen; of those reaching the paywall 15% check out and 60% of
 * those pay (one in ten in GBP), a fifth of payers buying an add-on. Events go in batches of up to
 * 20, and 3% of batches are sent twice. Seeded: the same figures every run.
 */
export function* syntheticSessions({ end, days, seed = 16 }: { end: number; days: number; seed?: number }): Generator<SyntheticSession> {
  const random = seededUniform(seed)
  const screensOf = Object.fromEntries(
    variants.map(([funnelId]) => {
      const definition = JSON.parse(readFileSync(path.resolve('funnels', `${funnelId}.json`), 'utf8')) as { screens: Screen[] }
      return [funnelId, definition.screens]
    }),
  )
  const totalWeight = variants.reduce((sum, [, weight]) => sum + weight, 0)
  const pick = <T>(table: readonly (readonly [T, number])[], total = 1): T => {
    let threshold = random() * total
    for (const [value, weight] of table) {
      if (threshold < weight) return value
      threshold -= weight
    }
    return table[0]![0]
  }
  let counter = 0
  const id = () => {
    counter += 1
    const hex = counter.toString(16).padStart(12, '0')
    return `${seed.toString(16).padStart(8, '0')}-0000-4000-8000-${hex}`
  }

  for (;;) {
    const visitorId = id()
    const experiment = random() >= 0.1
    const funnelId = experiment ? pick(variants, totalWeight) : 'challenge_100k'
    const variant = experiment ? funnelId : undefined
    const source = pick(sources)
    const traffic = random() < 0.02 ? 'bot' : 'visitor'
    const screens = screensOf[funnelId]!
    let at = end - random() * days * 86_400_000
    const events: SinkEvent[] = []
    const event = (name: SinkEvent['name'], screen?: Screen, index?: number): SinkEvent => ({
      eventId: id(),
      name,
      visitorId,
      funnelId,
      ...(variant ? { variant } : {}),
      ...(screen ? { screenId: screen.id, screenIndex: index!, screenType: screen.type } : {}),
      occurredAt: new Date(at).toISOString(),
      traffic,
      source,
      landingVariant: 'none',
      attribution: source ? { utm_source: source } : null,
    })
    events.push(event('funnel.started'))
    let index = 0
    let checkout = false
    while (index < screens.length) {
      const screen = screens[index]!
      events.push(event('screen.presented', screen, index))
      if (screen.type === 'Email') events.push(event('registration.presented', screen, index))
      if (screen.type === 'Paywall') {
        events.push(event('paywall.presented', screen, index))
        if (random() < 0.15) {
          checkout = true
          break
        }
      }
      at += Math.min(60_000, Math.max(2_000, Math.exp(Math.log(8_000) + 0.8 * normalDraw(random))))
      if (random() < 0.03) break
      index = index > 0 && random() < 0.03 ? index - 1 : index + 1
    }
    if (index >= screens.length) events.push(event('funnel.completed'))

    const batches: SinkEvent[][] = []
    for (let start = 0; start < events.length; start += 20) batches.push(events.slice(start, start + 20))
    const paid = checkout && random() < 0.6
    yield {
      batches,
      resend: batches.map(() => random() < 0.03),
      purchase:
        checkout && traffic === 'visitor'
          ? {
              visitorId,
              funnelId,
              variant: variant ?? null,
              source,
              paid,
              currency: random() < 0.1 ? 'GBP' : 'USD',
              upsell: paid && random() < 0.2,
            }
          : null,
    }
  }
}
