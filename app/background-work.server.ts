/**
 * What the host starts once per process after the database is ready: the features' subscriptions
 * to each other's events (app/subscriptions.server.ts) and the worker that runs the durable
 * background work (app/core/work, decision 031): mail (reminders, owed receipts, deliveries and
 * their retries), renewals, the payments sweep and the analytics rollups. Each is a recurring work
 * item in the database, run by whichever process claims it first, so several processes on one
 * database run each pass once. The host reaches it through the server build (app/host-port.server.ts,
 * decision 036), so the subscriptions land on the same event buses the routes emit on.
 */
import { getPayloadClient } from '@cms/get-payload'
import { rollupEveryMs, rollupTask, runRollupTask } from '~/analytics/index.server'
import { pruneDoneWork, recurringKey, startWorker, type RecurringWork, type WorkTask } from '~/core/work/worker.server'
import { mailEveryMs, owedWelcomeTask, runMailJob, sendOwedWelcome } from '~/mail/index.server'
import { renewDueSubscriptions, sweepPayments } from '~/payments/index.server'
import { getEnv } from '../config/env'
import { subscribeFeatures } from './subscriptions.server'

/** Stops the background work: claims nothing new, resolves when the work in hand is finished or handed back. */
export type BackgroundWork = { stop(): Promise<void> }

const minute = 60 * 1000
const sweepEveryMs = minute

export function startBackgroundWork(): BackgroundWork {
  subscribeFeatures()
  const env = getEnv()
  // One-off items the features write beside a change (decision 031), and the recurring jobs below.
  const tasks: Record<string, WorkTask> = { [owedWelcomeTask]: sendOwedWelcome }
  const recurring: RecurringWork[] = []
  const every = (task: string, everyMs: number, run: WorkTask) => {
    tasks[task] = run
    recurring.push({ key: recurringKey(task), task, everyMs })
  }
  every('mail', mailEveryMs, async () => {
    const run = await runMailJob()
    if (run.receipts > 0 || run.accountMails > 0)
      (await getPayloadClient()).logger.info({ run }, 'mail job: charges, refunds or subscription changes found without their mail')
  })
  every('payments-sweep', sweepEveryMs, async () => {
    const swept = (await sweepPayments()).filter((attempt) => attempt.result !== 'still processing')
    if (swept.length > 0) (await getPayloadClient()).logger.info({ swept }, 'payments sweep settled charges')
  })
  if (env.payments.renewalsEveryMinutes > 0)
    every('renewals', env.payments.renewalsEveryMinutes * minute, async () => {
      const runs = await renewDueSubscriptions()
      if (runs.length > 0) (await getPayloadClient()).logger.info({ runs }, 'renewals run')
    })
  const rollupEvery = rollupEveryMs(env.analyticsRollupEveryMinutes)
  if (rollupEvery !== null)
    every(rollupTask, rollupEvery, async (input, item) => {
      const run = await runRollupTask(input, item)
      if (run.hours > 0) (await getPayloadClient()).logger.info({ run }, 'analytics rollup')
    })
  every('work.prune', 60 * minute, async (_input, { now }) => pruneDoneWork(await getPayloadClient(), now))
  return startWorker({ payload: getPayloadClient, tasks, recurring })
}
