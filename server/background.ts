/**
 * What the host starts once per process after the database is ready: the mail job (retries of
 * failed deliveries, introductory-price reminders) and mail's subscriptions to payments' events.
 * Loaded by dynamic import from start.ts, like the other modules that need the configuration applied.
 */
import { ensureMailSchedule } from '../app/mail/server/mail-schedule.server'
import { mailOnPaymentEvents } from '../app/mail/server/payment-mail.server'

export function startBackgroundWork(): void {
  mailOnPaymentEvents()
  ensureMailSchedule()
}
