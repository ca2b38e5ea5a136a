import { getPayloadClient } from '@cms/get-payload'
import type { Payment } from '@cms/payload-types'
import type { Attempt } from '~/payments/index.server'
import { mailForReport } from './charge-mail.server'
import { inAgeBands } from '../../core/age-bands'

/** Mails are owed for charges this recent (older ones were looked at a dozen times already). */
const owedForMs = 3 * 24 * 60 * 60 * 1000
const chargesPerPass = 200

/**
 * The durable half of receipts and refund notices (decision 031): a successful charge is committed
 * as its payments row turning `success` — one write — and a refund as its own `refund` row; that row
 * is the record that a mail is owed. The event queues the mail at once; a process that stopped in
 * between leaves the row without its `receipt:<charge>` (or `refund:<charge>`) outbox row, and this
 * pass of the mail job queues it. The outbox's unique key keeps it one mail per event however many
 * passes or processes find it.
 */
export async function queueOwedReceipts(now = new Date()): Promise<number> {
  const payload = await getPayloadClient()
  const { docs: charges } = await payload.find({
    collection: 'payments',
    where: {
      and: [
        { status: { equals: 'success' } },
        { kind: { in: ['charge', 'renewal', 'upsell', 'plan_change', 'refund'] } },
        // Looked at 2, 4, 8 … minutes after it was recorded: its own event has queued the mail by then.
        inAgeBands('updatedAt', now, owedForMs),
      ],
    },
    sort: 'updatedAt',
    limit: chargesPerPass,
    depth: 1,
    overrideAccess: true,
  })
  if (charges.length === 0) return 0
  const keys = charges.map(keyOf)
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
  for (const row of charges as Attempt[]) {
    if (has.has(keyOf(row))) continue
    // A refund's notice is about the charge refunded (its own attempt row), reported as refunded.
    const charge = row.kind === 'refund' ? await chargeOf(row.providerOrderId) : row
    if (!charge) continue
    owed += 1
    const report = {
      providerOrderId: charge.providerOrderId,
      outcome: 'success' as const,
      amount: charge.amountCents,
      currency: charge.currency,
      ...(row.kind === 'refund' ? { refunded: true } : {}),
      ...(row.transactionId ? { transactionId: row.transactionId } : {}),
      ...(row.cardLast4 ? { cardLast4: row.cardLast4 } : {}),
    }
    await mailForReport(charge, report, new Date(row.updatedAt))
  }
  return owed
}

/** The outbox key of the mail a committed row owes: a receipt for a charge, a refund notice for a refund (charge-mail.server.ts). */
const keyOf = (row: Payment) => `${row.kind === 'refund' ? 'refund' : 'receipt'}:${row.providerOrderId}`

async function chargeOf(providerOrderId: string): Promise<Attempt | undefined> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'payments',
    where: { idempotencyKey: { equals: `attempt:${providerOrderId}` } },
    limit: 1,
    pagination: false,
    depth: 1,
    overrideAccess: true,
  })
  return docs[0]
}
