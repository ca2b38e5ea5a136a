import { getPayloadClient } from '@cms/get-payload'
import type { Attempt } from '~/payments/index.server'
import { mailForReport } from './charge-mail.server'

/** Receipts are owed for charges this recent (older ones were seen by many passes already). */
const owedForMs = 3 * 24 * 60 * 60 * 1000
/** The receipt of a charge just recorded is being queued by the charge's own event: leave it that moment. */
const graceMs = 60 * 1000
const chargesPerPass = 200

/**
 * The durable half of receipts (decision 024): a successful charge is committed as its payments
 * row turning `success` — one write — and that row is the record that a receipt is owed. The
 * charge's event queues the receipt at once; a process that stopped in between leaves a charge
 * without its `receipt:<charge>` outbox row, and this pass of the mail job queues it. The outbox's
 * unique key keeps it one receipt per charge however many passes or processes find it.
 */
export async function queueOwedReceipts(now = new Date()): Promise<number> {
  const payload = await getPayloadClient()
  const { docs: charges } = await payload.find({
    collection: 'payments',
    where: {
      and: [
        { status: { equals: 'success' } },
        { kind: { in: ['charge', 'renewal', 'upsell', 'plan_change'] } },
        { updatedAt: { greater_than: new Date(now.getTime() - owedForMs).toISOString() } },
        { updatedAt: { less_than_equal: new Date(now.getTime() - graceMs).toISOString() } },
      ],
    },
    sort: 'updatedAt',
    limit: chargesPerPass,
    depth: 1,
    overrideAccess: true,
  })
  if (charges.length === 0) return 0
  const keys = charges.map((charge) => `receipt:${charge.providerOrderId}`)
  const { docs: queued } = await payload.find({
    collection: 'email-outbox',
    where: { key: { in: keys } },
    limit: keys.length,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { key: true },
  })
  const has = new Set(queued.map((row) => row.key))
  let owed = 0
  for (const charge of charges as Attempt[]) {
    if (has.has(`receipt:${charge.providerOrderId}`)) continue
    owed += 1
    const report = {
      providerOrderId: charge.providerOrderId,
      outcome: 'success' as const,
      amount: charge.amountCents,
      currency: charge.currency,
      ...(charge.transactionId ? { transactionId: charge.transactionId } : {}),
      ...(charge.cardLast4 ? { cardLast4: charge.cardLast4 } : {}),
    }
    await mailForReport(charge, report, new Date(charge.updatedAt))
  }
  return owed
}
