import { getPayloadClient } from '@cms/get-payload'
import { getEnv } from '../../../config/env'
import { renewDueSubscriptions } from './renewals.server'

const scheduled = Symbol.for('ai-learning.renewal-schedule')
type WithSchedule = typeof globalThis & { [scheduled]?: NodeJS.Timeout }

/**
 * Runs the renewal job every RENEWALS_EVERY_MINUTES in this process (once per process, even when
 * the server build is loaded again in development). Runs never overlap; several processes may
 * each run it, because every charge is claimed in the database first.
 */
export function ensureRenewalSchedule(): void {
  const minutes = getEnv().payments.renewalsEveryMinutes
  const holder = globalThis as WithSchedule
  if (minutes === 0 || holder[scheduled]) return
  let running = false
  const tick = async () => {
    if (running) return
    running = true
    try {
      const runs = await renewDueSubscriptions()
      if (runs.length > 0) (await getPayloadClient()).logger.info({ runs }, 'renewals run')
    } catch (error) {
      ;(await getPayloadClient()).logger.error({ error: (error as Error).message }, 'renewal run failed')
    } finally {
      running = false
    }
  }
  holder[scheduled] = setInterval(() => void tick(), minutes * 60 * 1000)
  holder[scheduled].unref()
}
