import { getPayloadClient } from '@cms/get-payload'
import { type Id, relationId } from '@schemas/id'
import { enqueueWork } from '../../core/work/worker.server'
import { mailWelcome } from './account-mail.server'

/** The work item's task (app/background-work.server.ts runs it with `sendOwedWelcome`). */
export const owedWelcomeTask = 'mail.welcome'
/** The welcome is queued at once after the join; the item is only the backstop for a process that stopped in between. */
const backstopAfterMs = 2 * 60 * 1000

/**
 * Written before a paid order joins an account (decision 031): should the process stop after the
 * join commits and before the welcome is queued, the worker queues it. Keyed by the order, like the
 * welcome itself, so it is one item and one email per order.
 */
export async function promiseWelcome(orderId: Id, now = new Date()): Promise<void> {
  const payload = await getPayloadClient()
  await enqueueWork(payload, {
    key: `welcome:${orderId}`,
    task: owedWelcomeTask,
    input: { order: orderId },
    runAt: new Date(now.getTime() + backstopAfterMs),
  })
}

/** The backstop: an order that joined an account gets its welcome (the outbox key makes a second one nothing); one that never joined, none. */
export async function sendOwedWelcome(input: unknown): Promise<void> {
  const orderId = (input as { order?: Id } | null)?.order
  if (orderId === undefined) return
  const payload = await getPayloadClient()
  const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true, disableErrors: true })
  const studentId = relationId(order?.student)
  if (!order || order.status !== 'paid' || studentId === null) return
  const student = await payload.findByID({ collection: 'students', id: studentId, depth: 0, overrideAccess: true, disableErrors: true })
  if (student?.email) await mailWelcome(order, student.email)
}
