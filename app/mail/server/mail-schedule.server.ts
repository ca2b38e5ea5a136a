import { getPayloadClient } from '@cms/get-payload'
import { deliverDueEmails } from './outbox.server'
import { remindIntroPeriodsEnding } from './intro-reminder.server'

const scheduled = Symbol.for('ai-learning.mail-schedule')
type WithSchedule = typeof globalThis & { [scheduled]?: NodeJS.Timeout }

/** Every minute: retry emails whose delivery failed, and queue the reminders now due. */
export const mailEveryMs = 60 * 1000

/** One pass of the mail job (the schedule's tick; tests call it directly). */
export async function runMailJob(now = new Date()): Promise<{ reminders: number; retried: number }> {
  const reminders = await remindIntroPeriodsEnding(now)
  const retried = await deliverDueEmails(now)
  return { reminders, retried }
}

/** Starts the mail job once per process; runs never overlap. */
export function ensureMailSchedule(): void {
  const holder = globalThis as WithSchedule
  if (holder[scheduled]) return
  let running = false
  const tick = async () => {
    if (running) return
    running = true
    try {
      await runMailJob()
    } catch (error) {
      ;(await getPayloadClient()).logger.error({ error: (error as Error).message }, 'mail job failed')
    } finally {
      running = false
    }
  }
  holder[scheduled] = setInterval(() => void tick(), mailEveryMs)
  holder[scheduled].unref()
}
