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

/** What a stop (server/shutdown.ts) waits for before the process exits. */
export type BackgroundWork = { stop(): Promise<void> }

/** Where each schedule keeps its timer (the Symbol.for keys of the three *-schedule.server.ts). */
const schedules = ['ai-learning.mail-schedule', 'ai-learning.renewal-schedule', 'ai-learning.analytics-rollup-schedule']

export function startBackgroundWork(): BackgroundWork {
  subscribeFeatures()
  ensureMailSchedule()
  ensureRenewalSchedule()
  ensureAnalyticsRollupSchedule()
  return {
    // No new run starts; a run under way ends on its own (each claims its work in the database first).
    async stop() {
      const holder = globalThis as Record<symbol, NodeJS.Timeout | undefined>
      for (const name of schedules) {
        const key = Symbol.for(name)
        clearInterval(holder[key])
        holder[key] = undefined
      }
    },
  }
}
