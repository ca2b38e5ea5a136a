import type { Payload, Where } from 'payload'
import type { Revenue, SessionOutcome } from '../rules/funnel-session'
import { fromStoredRollups, type StoredRollup, toStoredRollups } from '../rules/stored-rollup'
import { sourceOf } from '../rules/traffic'
import { chunksOf } from '../rules/chunks'
import type { AnalyticsStore, SessionStart } from './analytics-store.server'

const visitor: Where = { traffic: { equals: 'visitor' } }
/** A relationship's id, loaded or not: numbers on SQL, ObjectId strings on MongoDB. */
const refId = (value: unknown): string | null => {
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  return value && typeof value === 'object' && 'id' in value ? String((value as { id: unknown }).id) : null
}
const known = <T>(value: T | null): value is T => value !== null
const inWindow = (field: string, after: string | null, upTo: string): Where =>
  after === null
    ? { [field]: { less_than_equal: upTo } }
    : { and: [{ [field]: { greater_than: after } }, { [field]: { less_than_equal: upTo } }] }

/**
 * The analytics store through Payload's Local API, for MongoDB: no GROUP BY, so sessions' first
 * events are worked out here, and rows are written one by one. MongoDB's update with a filter is
 * one atomic findOneAndUpdate, which makes the claim safe between processes.
 */
export function createPayloadAnalyticsStore(payload: Payload): AnalyticsStore {
  const all = { pagination: false, depth: 0, overrideAccess: true } as const
  const events = (where: Where) =>
    payload.find({
      collection: 'funnel-events',
      where: { and: [visitor, where] },
      ...all,
      select: {
        eventId: true,
        name: true,
        visitorId: true,
        funnelId: true,
        variant: true,
        screenId: true,
        source: true,
        occurredAt: true,
        createdAt: true,
      },
    })
  const inChunks = async <T>(ids: readonly string[], read: (chunk: string[]) => Promise<T[]>) =>
    (await Promise.all(chunksOf(ids, 500).map(read))).flat()

  return {
    async touchedVisitors(after, upTo) {
      const received = await events(inWindow('createdAt', after, upTo))
      const sessions = await payload.find({
        collection: 'funnel-sessions',
        where: inWindow('createdAt', after, upTo),
        ...all,
        select: { visitorId: true },
      })
      const orders = await payload.find({
        collection: 'orders',
        where: inWindow('updatedAt', after, upTo),
        ...all,
        select: { funnelSession: true },
      })
      const payments = await payload.find({
        collection: 'payments',
        where: inWindow('updatedAt', after, upTo),
        ...all,
        select: { order: true },
      })
      const paidOrders = payments.docs.map((doc) => refId(doc.order)).filter(known)
      const viaPayments = paidOrders.length
        ? await payload.find({ collection: 'orders', where: { id: { in: paidOrders } }, ...all, select: { funnelSession: true } })
        : { docs: [] }
      const sessionIds = [...orders.docs, ...viaPayments.docs].map((doc) => refId(doc.funnelSession)).filter(known)
      const owners = sessionIds.length
        ? await payload.find({ collection: 'funnel-sessions', where: { id: { in: sessionIds } }, ...all, select: { visitorId: true } })
        : { docs: [] }
      return [...new Set([...received.docs, ...sessions.docs, ...owners.docs].map((doc) => doc.visitorId))]
    },

    sessionStarts: (visitorIds, before) =>
      inChunks(visitorIds, async (chunk) => {
        const starts = new Map<string, SessionStart>()
        for (const event of (await events({ visitorId: { in: chunk } })).docs) {
          const key = JSON.stringify([event.visitorId, event.funnelId, event.variant ?? null])
          const start = starts.get(key) ?? {
            visitorId: event.visitorId,
            funnelId: event.funnelId,
            variant: event.variant ?? null,
            firstAt: event.occurredAt,
            firstBefore: null,
          }
          if (event.occurredAt < start.firstAt) start.firstAt = event.occurredAt
          if (before !== null && event.createdAt <= before && (start.firstBefore === null || event.occurredAt < start.firstBefore))
            start.firstBefore = event.occurredAt
          starts.set(key, start)
        }
        return [...starts.values()]
      }),

    async visitorsActive(from, to) {
      const found = await events({ and: [{ occurredAt: { greater_than_equal: from } }, { occurredAt: { less_than: to } }] })
      return [...new Set(found.docs.map((doc) => doc.visitorId))]
    },

    eventsOf: (visitorIds) => inChunks(visitorIds, async (chunk) => (await events({ visitorId: { in: chunk } })).docs),

    outcomesOf: (visitorIds) =>
      inChunks(visitorIds, async (chunk) => {
        const sessions = await payload.find({ collection: 'funnel-sessions', where: { visitorId: { in: chunk } }, ...all })
        const orders = sessions.docs.length
          ? await payload.find({ collection: 'orders', where: { funnelSession: { in: sessions.docs.map((doc) => doc.id) } }, ...all })
          : { docs: [] }
        const payments = orders.docs.length
          ? await payload.find({
              collection: 'payments',
              where: {
                and: [
                  { order: { in: orders.docs.map((doc) => doc.id) } },
                  { status: { equals: 'success' } },
                  { kind: { in: ['charge', 'upsell'] } },
                ],
              },
              ...all,
            })
          : { docs: [] }
        return sessions.docs.map((session): SessionOutcome => {
          const own = orders.docs.filter((order) => refId(order.funnelSession) === String(session.id))
          const revenue: Revenue = {}
          for (const payment of payments.docs.filter((doc) => own.some((order) => String(order.id) === refId(doc.order)))) {
            revenue[payment.currency] = (revenue[payment.currency] ?? 0) + payment.amountCents
          }
          const attribution = (session.attribution ?? {}) as Record<string, string>
          return {
            visitorId: session.visitorId,
            funnelId: session.funnelId,
            variant: session.variant ?? null,
            checkout: own.length > 0,
            purchase: own.some((order) => order.status === 'paid' || order.status === 'refunded' || Boolean(order.paidAt)),
            revenue,
            source: sourceOf(attribution),
          }
        })
      }),

    async replaceRollups(grain, periods, rollup) {
      for (const chunk of chunksOf(periods, 500)) {
        await payload.delete({
          collection: 'funnel-rollups',
          where: { and: [{ grain: { equals: grain } }, { period: { in: chunk } }] },
          overrideAccess: true,
        })
      }
      for (const row of toStoredRollups(grain, rollup))
        await payload.create({ collection: 'funnel-rollups', data: row, depth: 0, overrideAccess: true })
    },

    async readRollups({ spans, funnelIds, source, stepsOnly = false }) {
      const rows: StoredRollup[] = []
      for (const span of spans) {
        const where: Where[] = [
          { grain: { equals: span.grain } },
          { period: { greater_than_equal: span.first } },
          { period: { less_than_equal: span.last } },
        ]
        if (funnelIds) where.push({ funnelId: { in: funnelIds } })
        if (source !== undefined) where.push({ source: { equals: source } })
        const found = await payload.find({
          collection: 'funnel-rollups',
          where: { and: where },
          ...all,
          ...(stepsOnly ? { select: { screens: false } } : {}),
        })
        rows.push(...found.docs.map((doc) => ({ screens: {}, ...doc }) as unknown as StoredRollup))
      }
      return fromStoredRollups(rows)
    },
  }
}
