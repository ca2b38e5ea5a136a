/**
 * What the host starts once per process after the database is ready: the features' subscriptions
 * to each other's events (app/subscriptions.server.ts) and the background jobs — mail (retries of
 * failed deliveries, introductory-price reminders), renewals and the analytics rollups. Loaded by
 * dynamic import from start.ts, like the other modules that need the configuration applied.
 */
import { ensureAnalyticsRollupSchedule } from '../app/analytics/server/rollup-schedule.server'
import { ensureMailSchedule } from '../app/mail/server/mail-schedule.server'
import { ensureRenewalSchedule } from '../app/payments/server/renewal-schedule.server'
import { subscribeFeatures } from '../app/subscriptions.server'

export function startBackgroundWork(): void {
  subscribeFeatures()
  ensureMailSchedule()
  ensureRenewalSchedule()
  ensureAnalyticsRollupSchedule()
}
