import { hostname } from 'node:os'
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { type ClaimedWork, type WorkStore, workStore } from './work-store.server'

/** The item a task runs for; `keep` replaces its input while the claim holds (progress for the next run). */
export type WorkContext = { key: string; attempts: number; now: Date; keep: (input: unknown) => Promise<void> }

/** What one item does; throwing leaves it due again later (after a pause that grows with each try). */
export type WorkTask = (input: unknown, item: WorkContext) => Promise<unknown>

/** A job that runs again `everyMs` after each run, in one process at a time. */
export type RecurringWork = { key: string; task: string; everyMs: number }

/** The key of a task's recurring item (the migration that retired job-leases wrote the rollup's by it too). */
export const recurringKey = (task: string) => `every:${task}`

export type WorkerOptions = {
  payload: () => Promise<Payload>
  tasks: Record<string, WorkTask>
  recurring?: readonly RecurringWork[]
  /** How often the worker looks for due items. */
  pollMs?: number
  /** How long a claim holds before another process may take the item (renewed while it runs). */
  leaseMs?: number
  /** Names the claimer in the rows (several workers in one test need their own). */
  holder?: string
}

export type Worker = {
  /** One pass: claims the items due at `now` and runs them; answers how many ran. */
  runOnce(now?: Date): Promise<number>
  /** Claims nothing new and resolves when the items in hand are finished. */
  stop(): Promise<void>
}

/** A one-off item is tried this often before it is marked failed (about a day of tries). */
export const maxWorkAttempts = 10
const itemsPerPass = 20
/** A claim outlives a crashed holder by this much; a live one renews it every third of it. */
const defaultLeaseMs = 2 * 60_000
/** Names this process's claims: host, pid and a few random characters (two workers in one process differ). */
const newHolder = () => `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`

/** 30 s, 1 min, 2 min … at most an hour between tries of one item. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000)
}

/**
 * Runs durable work (app/core/work, decision 031) in this process: every `pollMs` it claims due
 * items — each claimed by exactly one process, see work-store.server.ts — runs them and records
 * the outcome. A claimer that dies leaves its items to whoever looks after the lease ran out.
 */
export function startWorker(options: WorkerOptions): Worker {
  const holder = options.holder ?? newHolder()
  const pollMs = options.pollMs ?? 5_000
  const leaseMs = options.leaseMs ?? defaultLeaseMs
  const tasks = Object.keys(options.tasks)
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let pass: Promise<number> | null = null
  let ensured: Promise<void> | null = null

  const ensureRecurring = async (now: Date) => {
    const store = await workStore(await options.payload())
    for (const item of options.recurring ?? []) await store.ensureRecurring({ ...item, now })
  }

  const runItem = async (item: ClaimedWork, now: Date) => {
    const payload = await options.payload()
    await runClaimed({ payload, store: await workStore(payload), item, holder, leaseMs, now }, options.tasks[item.task]!).catch(
      () => undefined,
    )
  }

  const runPass = async (now: Date): Promise<number> => {
    if (stopped) return 0
    ensured ??= ensureRecurring(now).catch((error: unknown) => {
      ensured = null
      throw error
    })
    await ensured
    const store = await workStore(await options.payload())
    let ran = 0
    // Claimed one at a time and begun at once (so no claim waits behind another's work); stopping
    // ends the pass after the item in hand.
    while (!stopped && ran < itemsPerPass) {
      const item = await store.claimNext({ tasks, holder, until: new Date(now.getTime() + leaseMs), now })
      if (!item) break
      await runItem(item, now)
      ran += 1
    }
    return ran
  }

  const runOnce = (now = new Date()): Promise<number> => {
    // One pass at a time in this worker: a second call waits for the first and then runs its own.
    const previous = pass ?? Promise.resolve(0)
    const next = previous.catch(() => 0).then(() => runPass(now))
    const settled = next.catch(() => 0)
    pass = settled
    void settled.then(() => {
      if (pass === settled) pass = null
    })
    return next
  }

  const schedule = () => {
    if (stopped) return
    timer = setTimeout(() => {
      runOnce()
        .catch(async (error: unknown) => (await options.payload()).logger.error({ error: (error as Error).message }, 'work pass failed'))
        .finally(schedule)
    }, pollMs)
    timer.unref()
  }
  if (pollMs > 0) schedule()

  return {
    runOnce,
    async stop() {
      stopped = true
      clearTimeout(timer)
      await pass
    },
  }
}

type Claim = { payload: Payload; store: WorkStore; item: ClaimedWork; holder: string; leaseMs: number; now: Date }

/**
 * Runs a claimed item, renewing its lease meanwhile, and records the outcome: done (a recurring item
 * due again `everyMs` on), or due again later / failed for good. Rethrows the task's error.
 */
async function runClaimed<T>(
  { payload, store, item, holder, leaseMs, now }: Claim,
  task: (input: unknown, item: WorkContext) => Promise<T>,
) {
  const renewal = setInterval(() => void store.renew(item.id, holder, new Date(Date.now() + leaseMs)).catch(() => undefined), leaseMs / 3)
  const keep = (input: unknown) => store.keep(item.id, holder, input)
  try {
    const result = await task(item.input, { key: item.key, attempts: item.attempts, now, keep })
    await store.complete(item, holder, now)
    return result
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500)
    payload.logger.warn({ work: item.key, attempts: item.attempts, error: message }, 'work failed; will retry')
    const next =
      item.everyMs !== null
        ? { retryAt: new Date(now.getTime() + item.everyMs) }
        : item.attempts >= maxWorkAttempts
          ? ('give up' as const)
          : { retryAt: new Date(now.getTime() + retryDelayMs(item.attempts)) }
    await store.fail(item, holder, message, next).catch(() => undefined)
    throw error
  } finally {
    clearInterval(renewal)
  }
}

/**
 * Runs a recurring item here and now, outside the worker's schedule (a report that wants its rollups
 * current), under the same claim: when another process holds the item, null and nothing runs.
 * The item is written first if no process registered it yet; after the run it is due `everyMs` on.
 */
export async function runRecurringNow<T>(
  payload: Payload,
  item: RecurringWork,
  task: (input: unknown, item: WorkContext) => Promise<T>,
  { leaseMs = defaultLeaseMs, holder = newHolder() }: { leaseMs?: number; holder?: string } = {},
): Promise<{ result: T } | null> {
  const store = await workStore(payload)
  const now = new Date()
  await store.enqueue({ key: item.key, task: item.task, everyMs: item.everyMs, runAt: new Date(now.getTime() + item.everyMs) })
  const claimed = await store.claimKey({ key: item.key, holder, until: new Date(now.getTime() + leaseMs), now })
  if (!claimed) return null
  return { result: await runClaimed({ payload, store, item: claimed, holder, leaseMs, now }, task) }
}

/** What an item keeps as its input (a recurring job's progress), without claiming it; null when there is no item. */
export async function workInput(payload: Payload, key: string): Promise<unknown> {
  return (await workStore(payload)).inputOf(key)
}

/** Finished one-off items are kept this long (to see what ran), then forgotten by the `work.prune` job. */
export const keepDoneMs = 7 * 24 * 60 * 60 * 1000

/** The recurring job that forgets finished one-off items (app/background-work.server.ts registers it). */
export async function pruneDoneWork(payload: Payload, now = new Date()): Promise<void> {
  await (await workStore(payload)).prune(new Date(now.getTime() - keepDoneMs))
}

/** Writes a one-off item of durable work; false when its key was written already (the work is known). */
export async function enqueueWork(payload: Payload, item: { key: string; task: string; input?: unknown; runAt?: Date }): Promise<boolean> {
  return (await workStore(payload)).enqueue({ ...item, runAt: item.runAt ?? new Date() })
}
