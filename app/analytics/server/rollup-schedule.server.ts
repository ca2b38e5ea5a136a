import { getPayloadClient } from '@cms/get-payload'
import { getEnv } from '../../../config/env'
import { runRollupJob } from './rollup-job.server'

const scheduled = Symbol.for('ai-learning.analytics-rollup-schedule')
type WithSchedule = typeof globalThis & { [scheduled]?: NodeJS.Timeout }

/**
 * Rolls funnel events up every ANALYTICS_ROLLUP_EVERY_MINUTES in this process (once per process,
 * even when the server build is loaded again in development). Passes never overlap here, and
 * several processes may each schedule it: a pass runs only under the job's lease in the database.
 */
export function ensureAnalyticsRollupSchedule(): void {
  const minutes = getEnv().analyticsRollupEveryMinutes
  const holder = globalThis as WithSchedule
  if (minutes === 0 || holder[scheduled]) return
  let running = false
  const tick = async () => {
    if (running) return
    running = true
    try {
      const run = await runRollupJob()
      if (run && run.hours > 0) (await getPayloadClient()).logger.info({ run }, 'analytics rollup')
    } catch (error) {
      ;(await getPayloadClient()).logger.error({ error: (error as Error).message }, 'analytics rollup failed')
    } finally {
      running = false
    }
  }
  holder[scheduled] = setInterval(() => void tick(), minutes * 60 * 1000)
  holder[scheduled].unref()
}
