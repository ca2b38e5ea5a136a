import type { Payload } from 'payload'
import { getPayloadClient } from '@cms/get-payload'
import { keptCopy, openSealedMail } from '@cms/sealed-mail'
import type { EmailOutbox } from '@cms/payload-types'
import { isUniqueViolation } from '~/payments'
import type { EmailContent } from '../templates/email'
import { renderEmail } from '../templates/render-email'
import { nextDeliveryAt, maxDeliveryAttempts } from '../rules/delivery-retry'
import { getEnv } from '../../../config/env'
import { sqlDatabase } from '../../core/sql.server'

/** How long one delivery may take before the retry job may try the email again. */
const deliveryLeaseMs = 2 * 60 * 1000

export type QueuedEmail = { key: string; to: string; content: EmailContent }

/**
 * Queues one email for one event and tries to deliver it at once, without waiting. The row's
 * unique `key` (the event: `receipt:<charge>`, `welcome:<order>` …) makes it one email per event
 * however often a provider repeats its webhook. Never throws: a charge that was applied must not be
 * undone or retried because an email could not be written or sent — that is logged, and a row that
 * could not be delivered is retried by `deliverDueEmails`.
 */
export async function queueEmail(email: QueuedEmail): Promise<void> {
  let payload: Payload | undefined
  try {
    payload = await getPayloadClient()
    const rendered = await renderEmail(email.content)
    // A secret (a sign-in link, a code) is kept blanked; the mail as sent only sealed (cms/email-secrets.ts).
    const kept = keptCopy(rendered, getEnv().payloadSecret)
    const row = await payload.create({
      collection: 'email-outbox',
      data: {
        key: email.key,
        to: email.to,
        ...kept,
        status: 'queued',
        attempts: 0,
        // Delivered right below; the retry job takes it only if that never finished (the process stopped).
        nextAttemptAt: new Date(Date.now() + deliveryLeaseMs).toISOString(),
      },
      depth: 0,
      overrideAccess: true,
    })
    // The row as read back has no `sealed` (a hidden field): delivery gets the one just written.
    void deliver(payload, { ...row, sealed: kept.sealed })
  } catch (error) {
    if (isUniqueViolation(error)) return // this event's email was queued before
    payload?.logger.error({ key: email.key, error: (error as Error).message }, 'email not queued')
  }
}

/** The mail as the recipient gets it: the sealed copy when it has secrets, the row otherwise. */
function mailOf(row: EmailOutbox) {
  const opened = row.sealed ? openSealedMail(row.sealed, getEnv().payloadSecret) : null
  return opened ?? { subject: row.subject, text: row.text, html: row.html }
}

/** Without SMTP the row is the email (an admin reads it in the admin); with SMTP it goes out through Payload's adapter. */
async function deliver(payload: Payload, row: EmailOutbox): Promise<void> {
  if (inFlight.has(row.id)) return
  inFlight.add(row.id)
  const now = new Date()
  try {
    if (payload.email.name === 'email-outbox') {
      await mark(payload, row, { status: 'kept' })
      return
    }
    const mail = mailOf(row)
    await payload.email.sendEmail({ to: row.to, subject: mail.subject, html: mail.html ?? undefined, text: mail.text ?? undefined })
    // Delivered: the sealed copy has done its work and goes.
    await mark(payload, row, {
      status: 'sent',
      sentAt: now.toISOString(),
      attempts: (row.attempts ?? 0) + 1,
      lastError: null,
      sealed: null,
    })
  } catch (error) {
    const attempts = (row.attempts ?? 0) + 1
    const message = (error as Error).message.slice(0, 500)
    payload.logger.warn({ key: row.key, attempts, error: message }, 'email not delivered; will retry')
    await mark(payload, row, {
      attempts,
      lastError: message,
      ...(attempts >= maxDeliveryAttempts ? { status: 'failed' } : { nextAttemptAt: nextDeliveryAt(attempts, now).toISOString() }),
    }).catch(() => undefined)
  } finally {
    inFlight.delete(row.id)
  }
}

/** Rows this process is delivering right now: the retry job leaves them alone. */
const inFlight = new Set<EmailOutbox['id']>()

const mark = (payload: Payload, row: EmailOutbox, data: Partial<EmailOutbox>) =>
  payload.update({ collection: 'email-outbox', id: row.id, data, depth: 0, overrideAccess: true })

/** One pass of the retry job: delivers queued emails whose next attempt is due (and that no other process took first). */
export async function deliverDueEmails(now = new Date()): Promise<number> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'email-outbox',
    where: { and: [{ status: { equals: 'queued' } }, { nextAttemptAt: { less_than_equal: now.toISOString() } }] },
    sort: 'nextAttemptAt',
    limit: 50,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  let delivered = 0
  for (const row of docs) {
    // Claimed for the lease first, by one conditional write: of several processes (or passes) only
    // one moves a due row's next attempt on, and only that one delivers it.
    if (!(await claimDue(payload, row, now))) continue
    await deliver(payload, row)
    delivered += 1
  }
  return delivered
}

/** Moves a queued row's next attempt past the lease, only where it is still due at `now`: true for the one claimer that did. */
async function claimDue(payload: Payload, row: EmailOutbox, now: Date): Promise<boolean> {
  const at = now.toISOString()
  const until = new Date(now.getTime() + deliveryLeaseMs).toISOString()
  const db = await sqlDatabase(payload)
  if (db) {
    const { sql } = db
    return (
      (await db.run(sql`
        UPDATE email_outbox SET next_attempt_at = ${until}
        WHERE id = ${row.id} AND status = 'queued' AND next_attempt_at <= ${at}`)) === 1
    )
  }
  // MongoDB: Payload's updateOne with a where is one findOneAndUpdate there.
  const taken = await payload.db
    .updateOne({
      collection: 'email-outbox',
      where: { and: [{ id: { equals: row.id } }, { status: { equals: 'queued' } }, { nextAttemptAt: { less_than_equal: at } }] },
      data: { nextAttemptAt: until },
    })
    .catch(() => null)
  return Boolean(taken)
}
