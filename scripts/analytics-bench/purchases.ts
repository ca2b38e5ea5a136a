import { chunksOf } from '../../app/analytics/rules/chunks'
import type { SqlDatabase } from '../../app/core/sql.server'
import type { Purchase } from './synthetic-traffic'

const price = { USD: 2999, GBP: 1999 } as const

/**
 * The stored sessions, orders and payments of the visitors who checked out, written in bulk (the
 * checkout's own path, one Payload document at a time, would dwarf the benchmark). Answers how
 * many orders.
 */
export async function writePurchases(db: SqlDatabase, purchases: readonly Purchase[]): Promise<number> {
  const now = new Date().toISOString()
  const stamps = { createdAt: now, updatedAt: now }
  for (const chunk of chunksOf(purchases, 200)) {
    await db.insert(
      'funnel-sessions',
      chunk.map((purchase) => ({
        visitorId: purchase.visitorId,
        funnelId: purchase.funnelId,
        variant: purchase.variant,
        funnelVersion: 1,
        state: {},
        landingVariant: 'none',
        attribution: purchase.source ? { utm_source: purchase.source } : {},
        ...stamps,
      })),
    )
  }
  const sessions = await db.all<{ id: number; visitor_id: string }>(db.sql`SELECT id, visitor_id FROM funnel_sessions`)
  const sessionOf = new Map(sessions.map((row) => [row.visitor_id, Number(row.id)]))
  for (const chunk of chunksOf(purchases, 200)) {
    await db.insert(
      'orders',
      chunk.map((purchase) => ({
        funnelSession: sessionOf.get(purchase.visitorId),
        planId: 'plan_4w',
        priceCents: price[purchase.currency],
        currency: purchase.currency,
        status: purchase.paid ? 'paid' : 'pending',
        attempt: 1,
        paidAt: purchase.paid ? now : null,
        ...stamps,
      })),
    )
  }
  const orders = await db.all<{ id: number; funnel_session_id: number }>(db.sql`SELECT id, funnel_session_id FROM orders`)
  const orderOf = new Map(orders.map((row) => [Number(row.funnel_session_id), Number(row.id)]))
  const payments = purchases.flatMap((purchase) => {
    if (!purchase.paid) return []
    const order = orderOf.get(sessionOf.get(purchase.visitorId)!)!
    const payment = (kind: 'charge' | 'upsell', amountCents: number) => ({
      idempotencyKey: `bench:${order}:${kind}`,
      order,
      provider: 'solidgate',
      kind,
      status: 'success',
      providerOrderId: `bench-${order}-${kind}`,
      amountCents,
      currency: purchase.currency,
      ...stamps,
    })
    return purchase.upsell
      ? [payment('charge', price[purchase.currency]), payment('upsell', 990)]
      : [payment('charge', price[purchase.currency])]
  })
  for (const chunk of chunksOf(payments, 200)) await db.insert('payments', chunk)
  return orders.length
}
