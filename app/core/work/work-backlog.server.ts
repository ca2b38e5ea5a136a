import type { Payload } from 'payload'
import { unclaimedAt } from './work-store.server'

/** Due items looked at per reading (a healthy queue has a handful). */
const dueItemsRead = 500

export type WorkBacklog = {
  /** By task: how long its longest-waiting due item, claimed by no live lease, has waited (absent when none waits). */
  waitingSeconds: Map<string, number>
  /** One-off items that used up their tries (status failed; lastError says why). */
  failed: number
}

/**
 * What an operator watches of the durable work (decision 031; `work_waiting_seconds` and
 * `work_failed_items` on /metrics): a recurring job whose wait keeps growing is run by no process
 * (its task not registered, or every worker stuck).
 */
export async function workBacklog(payload: Payload, now = new Date()): Promise<WorkBacklog> {
  const at = now.toISOString()
  const [due, failed] = await Promise.all([
    payload.find({
      collection: 'work-items',
      where: { and: [{ status: { equals: 'due' } }, { runAt: { less_than_equal: at } }, unclaimedAt(at)] },
      sort: 'runAt',
      limit: dueItemsRead,
      depth: 0,
      overrideAccess: true,
      select: { task: true, runAt: true },
    }),
    payload.count({ collection: 'work-items', where: { status: { equals: 'failed' } }, overrideAccess: true }),
  ])
  const waitingSeconds = new Map<string, number>()
  // Sorted by due time: a task's first item is its longest wait.
  for (const item of due.docs)
    if (!waitingSeconds.has(item.task)) waitingSeconds.set(item.task, Math.max(0, (now.getTime() - Date.parse(item.runAt)) / 1000))
  return { waitingSeconds, failed: failed.totalDocs }
}
