/**
 * Durable work done exactly once (decision 031), on one real database (SQLite here, PostgreSQL
 * when the suite runs there) with two workers standing in for two processes: each due work item
 * is run by one claimer, a dead claimer's item is taken again after its lease, a recurring job
 * runs once per tick; due emails go to a real SMTP server once each however many passes race;
 * a charge whose webhook never arrived is settled by the payments sweep, and a receipt a stopped
 * process never queued is sent by the mail job — once.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { startSmtpInbox } from '../support/smtp-inbox'
import { payOnPage, startPaymentSite } from './support/payment-site'

const inbox = await startSmtpInbox()
process.env.SMTP_URL = inbox.url // read once by getEnv(), before anything below loads it
process.env.EMAIL_FROM = 'AI Learning <hello@example.test>'
const site = await startPaymentSite()
afterAll(async () => {
  await site.close()
  await inbox.close()
})

const { getPayloadClient } = await import('@cms/get-payload')
const { keepDoneMs, pruneDoneWork, startWorker } = await import('../../app/core/work/worker.server')
const { workStore } = await import('../../app/core/work/work-store.server')
const { deliverDueEmails } = await import('../../app/mail/server/outbox.server')
const { runMailJob } = await import('../../app/mail/server/mail-job.server')
const { sweepPayments } = await import('../../app/payments/server/sweep.server')
const { startCheckout } = await import('../../app/payments/server/checkout.server')
const { promiseWelcome, sendOwedWelcome, owedWelcomeTask } = await import('../../app/mail/server/owed-welcome.server')
const { claimPaidOrder } = await import('../../app/payments/server/attach-order.server')
const { createStudent } = await import('../support/students')
const { renewDueSubscriptions } = await import('../../app/payments/server/renewals.server')
const { solidgateSimulator } = await import('../../dev/simulators/payments/solidgate/simulator-instance.server')

const minute = 60_000
const later = (ms: number) => new Date(Date.now() + ms)
const twoWorkers = (tasks: Parameters<typeof startWorker>[0]['tasks'], recurring?: Parameters<typeof startWorker>[0]['recurring']) =>
  (['worker-a', 'worker-b'] as const).map((holder) => startWorker({ payload: getPayloadClient, tasks, recurring, holder, pollMs: 0 }))

describe('work items', () => {
  it('two workers racing run every due item exactly once', async () => {
    const payload = await getPayloadClient()
    const store = await workStore(payload)
    const keys = Array.from({ length: 30 }, (_, index) => `count:${index}`)
    for (const key of keys) await store.enqueue({ key, task: 'count', input: { key }, runAt: new Date(Date.now() - 1000) })
    expect(await store.enqueue({ key: keys[0]!, task: 'count', runAt: new Date() })).toBe(false) // known work is not written twice
    const ran: string[] = []
    const workers = twoWorkers({
      count: async (input) => {
        await new Promise((resolve) => setTimeout(resolve, 5))
        ran.push((input as { key: string }).key)
      },
    })
    await Promise.all(workers.flatMap((worker) => [worker.runOnce(), worker.runOnce(), worker.runOnce()]))
    expect(ran.sort()).toEqual([...keys].sort())
    const done = () => payload.find({ collection: 'work-items', where: { task: { equals: 'count' } }, limit: 100, overrideAccess: true })
    expect((await done()).docs.map((doc) => doc.status)).toEqual(keys.map(() => 'done'))
    await pruneDoneWork(payload, later(keepDoneMs - minute))
    expect((await done()).totalDocs).toBe(30) // kept a week, to see what ran
    await pruneDoneWork(payload, later(keepDoneMs + minute))
    expect((await done()).totalDocs).toBe(0)
    await Promise.all(workers.map((worker) => worker.stop()))
  })

  it('a claimer that died loses its item when the lease runs out, and a failing item is tried again later', async () => {
    const store = await workStore(await getPayloadClient())
    await store.enqueue({ key: 'orphan', task: 'orphan', runAt: new Date(Date.now() - 1000) })
    // A process claims it, then is killed: it never completes nor fails it.
    const claimed = await store.claimNext({ tasks: ['orphan'], holder: 'killed', until: later(minute), now: new Date() })
    expect(claimed?.key).toBe('orphan')
    let runs = 0
    let fail = true
    const [worker] = twoWorkers({
      orphan: async () => {
        runs += 1
        if (fail) throw new Error('mail server down')
      },
    })
    expect(await worker!.runOnce()).toBe(0) // its lease holds
    expect(await worker!.runOnce(later(minute + 1000))).toBe(1) // run out: taken again, and fails
    expect(await worker!.runOnce(later(minute + 2000))).toBe(0) // waits before trying again
    fail = false
    expect(await worker!.runOnce(later(10 * minute))).toBe(1)
    expect(runs).toBe(2)
    await worker!.stop()
  })

  it('stopping finishes the item in hand, and claims nothing more', async () => {
    const store = await workStore(await getPayloadClient())
    for (const key of ['slow:1', 'slow:2', 'slow:3']) await store.enqueue({ key, task: 'slow', runAt: new Date(Date.now() - 1000) })
    let release: () => void = () => undefined
    const started: string[] = []
    const finished: string[] = []
    const slow = async (_input: unknown, item: { key: string }) => {
      started.push(item.key)
      await new Promise<void>((resolve) => (release = resolve))
      finished.push(item.key)
    }
    const [stopping] = twoWorkers({ slow })
    const pass = stopping!.runOnce()
    await expect.poll(() => started.length).toBe(1)
    let stopped = false
    const stop = stopping!.stop().then(() => (stopped = true))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(stopped).toBe(false) // the item in hand is still running
    release()
    await stop
    await pass
    expect(finished).toEqual(started)
    // The other two are left for another process, at once.
    const ran: string[] = []
    const next = twoWorkers({ slow: async (_input, item) => void ran.push(item.key) })[1]!
    expect(await stopping!.runOnce()).toBe(0)
    expect(await next.runOnce()).toBe(2)
    expect(ran.sort()).toEqual(['slow:1', 'slow:2', 'slow:3'].filter((key) => !started.includes(key)).sort())
    await next.stop()
  })

  it('tells the operator how long due work has waited to be claimed, by task, and how many items failed for good', async () => {
    const payload = await getPayloadClient()
    const store = await workStore(payload)
    await store.enqueue({ key: 'late:1', task: 'late', runAt: new Date(Date.now() - 90_000) })
    await store.enqueue({ key: 'late:2', task: 'late', runAt: new Date(Date.now() - 30_000) })
    await store.enqueue({ key: 'doomed', task: 'doomed', runAt: new Date(Date.now() - 1000) })
    const doomed = await store.claimNext({ tasks: ['doomed'], holder: 'h', until: later(minute), now: new Date() })
    await store.fail(doomed!, 'h', 'mail server gone', 'give up')
    const { queueGauges } = await import('../../host/metrics')
    const { metrics } = await import('@cms/metrics')
    const { workBacklog } = await import('../../app/core/work/work-backlog.server')
    queueGauges(payload, metrics(), workBacklog)
    const text = await metrics().registry.metrics()
    expect(Number(/^work_waiting_seconds\{task="late"\} (\S+)$/m.exec(text)?.[1])).toBeGreaterThanOrEqual(90)
    expect(text).not.toMatch(/^work_waiting_seconds\{task="doomed"\}/m)
    expect(Number(/^work_failed_items (\S+)$/m.exec(text)?.[1])).toBeGreaterThanOrEqual(1)
  })

  it('a recurring job runs once per tick across workers', async () => {
    let runs = 0
    const workers = twoWorkers({ tick: async () => void (runs += 1) }, [{ key: 'every:tick', task: 'tick', everyMs: minute }])
    const pass = (at: Date) => Promise.all(workers.map((worker) => worker.runOnce(at)))
    await pass(new Date())
    expect(runs).toBe(1)
    await pass(later(30_000))
    expect(runs).toBe(1)
    await pass(later(minute + 30_000))
    expect(runs).toBe(2)
    await Promise.all(workers.map((worker) => worker.stop()))
  })
})

describe('mail', () => {
  it('every due email reaches the SMTP server once, however many passes race for it', async () => {
    const payload = await getPayloadClient()
    const to = 'due@example.test'
    for (let index = 0; index < 40; index += 1)
      await payload.create({
        collection: 'email-outbox',
        data: {
          key: `due:${index}`,
          to,
          subject: `Due ${index}`,
          text: `Message ${index}`,
          status: 'queued',
          attempts: 1,
          nextAttemptAt: new Date(Date.now() - 1000).toISOString(),
        },
        overrideAccess: true,
      })
    const workers = twoWorkers({ mail: () => runMailJob() }, [{ key: 'every:mail', task: 'mail', everyMs: minute }])
    // Two processes' mail jobs and the retry passes of three more, all at once.
    await Promise.all([...workers.map((worker) => worker.runOnce()), deliverDueEmails(), deliverDueEmails(), deliverDueEmails()])
    await expect.poll(() => inbox.received.filter((mail) => mail.to === to).length).toBe(40)
    await new Promise((resolve) => setTimeout(resolve, 300)) // nothing more is on its way
    const subjects = inbox.received.filter((mail) => mail.to === to).map((mail) => mail.subject)
    expect(new Set(subjects).size).toBe(40)
    expect(subjects).toHaveLength(40)
    const { docs } = await payload.find({ collection: 'email-outbox', where: { to: { equals: to } }, limit: 100, overrideAccess: true })
    expect(docs.every((row) => row.status === 'sent' && row.attempts === 2)).toBe(true)
    await Promise.all(workers.map((worker) => worker.stop()))
  })
})

describe('charges a stopped process left half-done', () => {
  it('a payment whose webhook never arrived is settled by the sweep, and its receipt is sent once', async () => {
    const payload = await getPayloadClient()
    const email = `swept-${Date.now()}@example.test`
    const order = await payload.create({
      collection: 'orders',
      data: { email, planId: 'plan-4w', priceCents: 1999, renewalCents: 2999, currency: 'USD', status: 'pending', attempt: 0 },
      depth: 0,
      overrideAccess: true,
    })
    const { redirectUrl } = await startCheckout(order, {})
    site.refuseWebhooks(1) // the process that should have applied it was killed
    expect((await payOnPage(redirectUrl, site.origin, '4000000000000077')).status).toBe(303)
    await solidgateSimulator().idle()
    const attempts = () =>
      payload
        .find({ collection: 'payments', where: { order: { equals: order.id } }, depth: 0, overrideAccess: true })
        .then((found) => found.docs)
    expect((await attempts()).map((attempt) => attempt.status)).toEqual(['processing'])

    expect(await sweepPayments(later(minute))).toEqual([]) // too young: its webhook may still come
    const swept = await sweepPayments(later(3 * minute))
    expect(swept).toEqual([{ providerOrderId: order.providerOrderId ?? expect.any(String), result: 'applied' }])
    expect((await attempts()).map((attempt) => attempt.status)).toEqual(['success'])
    expect(await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })).toMatchObject({ status: 'paid' })
    expect(await sweepPayments(later(4 * minute))).toEqual([]) // nothing left processing

    // No subscriber queued the receipt (the process died before its event): the mail job owes it.
    const receipts = () => inbox.received.filter((mail) => mail.to === email)
    expect(receipts()).toHaveLength(0)
    await Promise.all([runMailJob(later(3 * minute)), runMailJob(later(3 * minute))])
    await expect.poll(() => receipts().length).toBe(1)
    await runMailJob(later(5 * minute))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(receipts()).toHaveLength(1)
    expect(receipts()[0]!.subject).toMatch(/receipt/i)
  })
})

describe('a refund a stopped process recorded', () => {
  it('gets its refund notice once, beside the receipt of the charge it refunds', async () => {
    const payload = await getPayloadClient()
    const email = `refunded-${Date.now()}@example.test`
    const providerOrderId = `refunded-${Date.now()}-1`
    const order = await payload.create({
      collection: 'orders',
      data: {
        email,
        planId: 'plan-4w',
        priceCents: 1999,
        currency: 'USD',
        status: 'refunded',
        attempt: 1,
        provider: 'solidgate',
        providerOrderId,
      },
      depth: 0,
      overrideAccess: true,
    })
    const row = {
      order: order.id,
      provider: 'solidgate' as const,
      providerOrderId,
      amountCents: 1999,
      currency: 'USD' as const,
      status: 'success' as const,
    }
    await payload.create({
      collection: 'payments',
      data: { ...row, idempotencyKey: `attempt:${providerOrderId}`, kind: 'charge' },
      overrideAccess: true,
    })
    // Both committed, and the process died before either event queued its mail.
    await payload.create({
      collection: 'payments',
      data: { ...row, idempotencyKey: `refund:${providerOrderId}`, kind: 'refund' },
      overrideAccess: true,
    })

    const mails = () => inbox.received.filter((mail) => mail.to === email).map((mail) => mail.subject)
    await Promise.all([runMailJob(later(2 * minute)), runMailJob(later(2 * minute))])
    await expect.poll(() => mails().length).toBe(2)
    await runMailJob(later(3 * minute))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mails()).toHaveLength(2)
    expect(mails().some((subject) => /refund/i.test(subject))).toBe(true)
    expect(mails().some((subject) => /receipt/i.test(subject))).toBe(true)
  })
})

describe('a renewal a stopped process left half-done', () => {
  it('is extended by the sweep once when its charge succeeded but the subscription was not moved on', async () => {
    const payload = await getPayloadClient()
    const order = await payload.create({
      collection: 'orders',
      data: {
        email: `renewed-${Date.now()}@example.test`,
        planId: 'plan-4w',
        priceCents: 1999,
        renewalCents: 2999,
        currency: 'USD',
        status: 'pending',
        attempt: 0,
      },
      depth: 0,
      overrideAccess: true,
    })
    const { redirectUrl } = await startCheckout(order, {})
    expect((await payOnPage(redirectUrl, site.origin, '4000000000000077')).status).toBe(303)
    await solidgateSimulator().idle()
    const subscription = async () =>
      (await payload.find({ collection: 'subscriptions', where: { order: { equals: order.id } }, depth: 0, overrideAccess: true })).docs[0]!
    const periodStart = new Date(Date.now() - minute).toISOString()
    await payload.update({
      collection: 'subscriptions',
      id: (await subscription()).id,
      data: { endDate: periodStart },
      overrideAccess: true,
    })
    await renewDueSubscriptions()
    await solidgateSimulator().idle()
    const extended = (await subscription()).endDate
    expect(new Date(extended).getTime()).toBeGreaterThan(Date.now())
    // As if the process had died after marking the renewal's attempt a success, before moving the subscription on.
    await payload.update({
      collection: 'subscriptions',
      id: (await subscription()).id,
      data: { endDate: periodStart },
      overrideAccess: true,
    })

    const swept = await sweepPayments(later(3 * minute))
    expect(swept.filter((attempt) => attempt.result === 'repaired')).toHaveLength(1)
    expect((await subscription()).endDate).toBe(extended)
    expect(await sweepPayments(later(4 * minute))).toEqual([])
    expect((await subscription()).endDate).toBe(extended)
  })
})

describe('a welcome a stopped process owed', () => {
  it('is sent once by the worker when the order joined the account, and not at all when it never did', async () => {
    const payload = await getPayloadClient()
    const paidOrder = (email: string) =>
      payload.create({
        collection: 'orders',
        data: { email, planId: 'plan-4w', priceCents: 1999, currency: 'USD', status: 'paid', attempt: 1 },
        depth: 0,
        overrideAccess: true,
      })
    const { student } = await createStudent()
    const joined = await paidOrder(student.email)
    const neverJoined = await paidOrder('left-behind@example.test')
    // The account steps write the promise, the join commits, and the process dies before the welcome.
    await promiseWelcome(joined.id)
    expect(await claimPaidOrder(joined.id, student.id)).toBe(true)
    await promiseWelcome(neverJoined.id)
    await promiseWelcome(joined.id) // a second sign-in: still one item

    const welcomes = (to: string) => inbox.received.filter((mail) => mail.to === to && /Welcome/.test(mail.subject))
    const workers = twoWorkers({ [owedWelcomeTask]: sendOwedWelcome })
    const pass = (at: Date) => Promise.all(workers.map((worker) => worker.runOnce(at)))
    await pass(later(minute))
    expect(welcomes(student.email)).toHaveLength(0) // the backstop waits for the welcome queued at once
    await pass(later(3 * minute))
    await expect.poll(() => welcomes(student.email).length).toBe(1)
    await pass(later(30 * minute))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(welcomes(student.email)).toHaveLength(1)
    expect(welcomes('left-behind@example.test')).toHaveLength(0)
    const items = await payload.find({ collection: 'work-items', where: { task: { equals: owedWelcomeTask } }, overrideAccess: true })
    expect(items.docs.map((item) => item.status)).toEqual(['done', 'done'])
    await Promise.all(workers.map((worker) => worker.stop()))
  })
})
