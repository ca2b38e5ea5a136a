import type { Where } from 'payload'
import { getPayloadClient } from '@cms/get-payload'
import type { Payment, Subscription } from '@cms/payload-types'
import { relationId } from '@schemas/id'
import { formatDay, type ProviderReport } from '~/payments'
import { formatPrice } from '../../intl/currency'
import type { Attempt } from '~/payments/index.server'
import { receiptEmail, type ReceiptProps } from '../templates/receipt'
import { refundEmail } from '../templates/refund'
import { invoiceNumber } from '../rules/invoice-number'
import { addOnName, addOnPack, orderOf, packFacts, planName, recipientFor, seller, siteUrl } from './mail-facts.server'
import { queueEmail } from './outbox.server'

const receiptKinds: Record<Exclude<Attempt['kind'], 'refund'>, ReceiptProps['kind']> = {
  charge: 'first payment',
  renewal: 'renewal',
  upsell: 'add-on',
  plan_change: 'plan change',
}

/**
 * The email a report that moved money calls for: a receipt for a successful charge, a refund
 * notice for a refund. One per charge (keyed by its provider order id). A second charge of an
 * already paid order (refunded at once as a double charge) gets neither: the buyer paid once.
 */
export async function mailForReport(attempt: Attempt, report: ProviderReport, now: Date): Promise<void> {
  if (attempt.kind === 'refund') return
  if (!report.refunded && report.outcome !== 'success') return
  try {
    const order = await orderOf(attempt.order)
    if (attempt.kind === 'charge' && order?.providerOrderId !== attempt.providerOrderId) return
    const to = await recipientFor(attempt.student, order)
    if (!to) return
    const item = attempt.kind === 'upsell' ? await addOnName(attempt.productId) : await planName(attempt.productId ?? order?.planId)
    const amount = formatPrice(attempt.amountCents, attempt.currency)
    const date = formatDay(now.toISOString())
    const cardLast4 = report.cardLast4 ?? attempt.cardLast4 ?? null
    // The charge's own payments row numbers its receipt; a refund's row numbers its credit note.
    const facts = {
      siteUrl: siteUrl(),
      item,
      amount,
      date,
      cardLast4,
      invoiceNumber: invoiceNumber('INV', attempt.id),
      seller: await seller(),
    }
    if (report.refunded) {
      const ends = attempt.kind === 'upsell' ? 'add-on' : 'subscription'
      const refundRow = await refundOf(attempt)
      const creditNoteNumber = refundRow ? invoiceNumber('CN', refundRow.id) : null
      const content = refundEmail({ ...facts, creditNoteNumber, ends })
      return await queueEmail({ key: `refund:${attempt.providerOrderId}`, to, content })
    }
    const subscription = attempt.kind === 'upsell' ? null : await subscriptionOf(attempt)
    const next = nextCharge(subscription)
    const pack = attempt.kind === 'upsell' ? await addOnPack(attempt.productId) : null
    const discount = attempt.kind === 'renewal' ? discountOf(attempt, subscription) : null
    const content = receiptEmail({
      ...facts,
      kind: receiptKinds[attempt.kind],
      nextCharge: next,
      pack: pack ? packFacts(pack) : null,
      discount,
    })
    await queueEmail({ key: `receipt:${attempt.providerOrderId}`, to, content })
  } catch (error) {
    ;(await getPayloadClient()).logger.error({ charge: attempt.providerOrderId, error: (error as Error).message }, 'receipt not queued')
  }
}

/** The subscription a charge belongs to, as the charge left it (a first payment's is found by its order). */
async function subscriptionOf(attempt: Attempt): Promise<Subscription | null> {
  const payload = await getPayloadClient()
  const subscriptionId = relationId(attempt.subscription)
  const orderId = relationId(attempt.order)
  const where: Where | null =
    subscriptionId !== null ? { id: { equals: subscriptionId } } : orderId !== null ? { order: { equals: orderId } } : null
  if (!where) return null
  const { docs } = await payload.find({ collection: 'subscriptions', where, limit: 1, pagination: false, depth: 0, overrideAccess: true })
  return docs[0] ?? null
}

/** The refund's own payments row (payments writes it before it reports the refund). */
async function refundOf(attempt: Attempt): Promise<Payment | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'payments',
    where: { and: [{ kind: { equals: 'refund' } }, { providerOrderId: { equals: attempt.providerOrderId } }] },
    sort: 'createdAt',
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** What the subscriptions page shows as "Next charge". */
function nextCharge(subscription: Subscription | null): ReceiptProps['nextCharge'] {
  if (!subscription || subscription.status !== 'active' || !subscription.renewalCents) return null
  return { amount: formatPrice(subscription.renewalCents, subscription.currency), date: formatDay(subscription.endDate) }
}

/** A renewal charged below its plan's renewal price: a save offer's discount (renewals.server.ts). */
function discountOf(attempt: Attempt, subscription: Subscription | null): ReceiptProps['discount'] {
  const regular = subscription?.renewalCents
  if (!subscription || !regular || subscription.planId !== attempt.productId || attempt.amountCents >= regular) return null
  return { regular: formatPrice(regular, attempt.currency), percentOff: Math.round((1 - attempt.amountCents / regular) * 100) }
}
