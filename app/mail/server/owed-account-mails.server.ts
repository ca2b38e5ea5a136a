import { getPayloadClient } from '@cms/get-payload'
import { inAgeBands } from '../../core/age-bands'
import { cancellationMailKey, mailCancellation, mailResumed, resumedMailKey } from './account-mail.server'
import { mailSaveOffer, saveOfferMailKey } from './save-offer-mail.server'

/** Mails are owed for changes this recent (older ones were looked at a dozen times already). */
const owedForMs = 3 * 24 * 60 * 60 * 1000
const perPass = 200

/** The keys among `keys` that the outbox holds already. */
async function queuedKeys(keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set()
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'email-outbox',
    where: { key: { in: keys } },
    limit: keys.length,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { key: true },
  })
  return new Set(docs.flatMap((row) => (row.key ? [row.key] : [])))
}

/**
 * The durable half of the save-offer, cancellation and resumed mails (decision 031, as receipts):
 * the committed record — a cancellation attempt ended `saved`, a subscription's `cancelledAt` or
 * `resumedAt` — is the fact that a mail is owed. The event queues it at once; a process that stopped in between leaves
 * the record without its outbox row, and this pass of the mail job queues it, once by the key.
 */
export async function queueOwedAccountMails(now = new Date()): Promise<number> {
  const payload = await getPayloadClient()
  const { docs: saved } = await payload.find({
    collection: 'cancellation-attempts',
    where: { and: [{ outcome: { equals: 'saved' } }, inAgeBands('endedAt', now, owedForMs)] },
    sort: 'endedAt',
    limit: perPass,
    depth: 0,
    overrideAccess: true,
  })
  const { docs: cancelled } = await payload.find({
    collection: 'subscriptions',
    where: { and: [{ status: { equals: 'cancelled' } }, inAgeBands('cancelledAt', now, owedForMs)] },
    sort: 'cancelledAt',
    limit: perPass,
    depth: 0,
    overrideAccess: true,
  })
  const { docs: resumed } = await payload.find({
    collection: 'subscriptions',
    where: { and: [{ status: { in: ['active', 'redemption'] } }, inAgeBands('resumedAt', now, owedForMs)] },
    sort: 'resumedAt',
    limit: perPass,
    depth: 0,
    overrideAccess: true,
  })
  const has = await queuedKeys([...saved.map(saveOfferMailKey), ...cancelled.map(cancellationMailKey), ...resumed.map(resumedMailKey)])
  let owed = 0
  for (const attempt of saved.filter((row) => !has.has(saveOfferMailKey(row)))) {
    await mailSaveOffer(attempt)
    owed += 1
  }
  for (const subscription of cancelled.filter((row) => !has.has(cancellationMailKey(row)))) {
    await mailCancellation(subscription)
    owed += 1
  }
  for (const subscription of resumed.filter((row) => !has.has(resumedMailKey(row)))) {
    await mailResumed(subscription)
    owed += 1
  }
  return owed
}
