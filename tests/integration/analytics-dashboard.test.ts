/**
 * Issue #31: the admin dashboard's figures come from the same rollups as the funnel report. Visitors
 * of two funnels post their events through the real events API, one buys, one purchase is refunded,
 * subscriptions start, are cancelled and renew; the dashboard for the last 7 days must equal the two
 * funnels' reports for the same days added up, and the numbers worked out by hand.
 *
 * Issue #47: a crawler and a marketer previewing the funnel also buy and subscribe this week, and a
 * staff account buys on a landing paywall; none of them counts anywhere, so new subscriptions,
 * purchases and revenue stay the real buyers' alone.
 */
import type { Payload } from 'payload'
import type { CancellationAttempt } from '@cms/payload-types'
import { beforeAll, describe, expect, it } from 'vitest'
import { dashboard } from '../../app/analytics/server/dashboard.server'
import { funnelReport } from '../../app/analytics/server/funnel-report.server'
import { runRollupJob } from '../../app/analytics/server/rollup-job.server'
import config from '@cms/payload.config'
import { getPayloadClient } from '@cms/get-payload'
import { jobs } from '@cms/admin/navigation/jobs'
import { createFunnel, funnelDefinition } from '../support/funnels'
import { createStaff } from '../support/staff'
import { createStudent } from '../support/students'
import { eventMaker, postFunnelEvents, recordPayment, storedSession, storedVisitorOf } from './support/funnel-analytics'

const screens = [
  {
    id: 'goal',
    type: 'SingleOption',
    title: 'Your goal?',
    options: [
      { id: 'earn', value: 'Earn more' },
      { id: 'learn', value: 'Learn AI' },
    ],
  },
  { id: 'paywall', type: 'Paywall', title: 'Choose your plan' },
]
const hourMs = 3_600_000
const crawler = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
type Sender = { userAgent?: string; previewToken?: string }

/** One visitor's walk through a funnel, `hoursAgo` from now; answers their visitor id. */
async function visit(payload: Payload, funnelId: string, hoursAgo: number, toPaywall: boolean, sender: Sender = {}): Promise<string> {
  const start = Date.now() - hoursAgo * hourMs
  const event = eventMaker({ funnelId, variant: funnelId }, start)
  const events = [event('funnel.started', 0), event('screen.presented', 0, 'goal')]
  if (toPaywall) events.push(event('screen.presented', 20, 'paywall'), event('paywall.presented', 20, 'paywall'))
  await postFunnelEvents(events, {
    page: `/experiment/${funnelId}${sender.previewToken ? '?preview=1' : ''}`,
    now: start + 30_000,
    ...(sender.userAgent ? { userAgent: sender.userAgent } : {}),
    ...(sender.previewToken ? { preview: true, cookie: `payload-token=${sender.previewToken}` } : {}),
  })
  return storedVisitorOf(payload, events[0]!.id)
}

/** A paid order of a funnel visitor, or (visitorId null) of a signed-in buyer on a landing paywall. */
async function purchase(payload: Payload, visitorId: string | null, funnelId: string, cents: number, hoursAgo: number, email?: string) {
  const session = visitorId ? await storedSession(payload, { visitorId, funnelId, variant: funnelId }) : null
  const order = await payload.create({
    collection: 'orders',
    data: {
      funnelSession: session?.id ?? null,
      email,
      planId: 'plan_1m',
      priceCents: cents,
      currency: 'USD',
      status: 'paid',
      attempt: 1,
      paidAt: new Date(Date.now() - hoursAgo * hourMs).toISOString(),
    },
    overrideAccess: true,
  })
  await recordPayment(payload, order.id, 'charge', cents)
  return order.id
}

async function subscription(payload: Payload, order: number, startedDaysAgo: number, { cancelled = false } = {}) {
  const day = 24 * hourMs
  return payload.create({
    collection: 'subscriptions',
    data: {
      order,
      provider: 'solidgate',
      planId: 'plan_1m',
      currency: 'USD',
      status: cancelled ? 'cancelled' : 'active',
      startedAt: new Date(Date.now() - startedDaysAgo * day).toISOString(),
      endDate: new Date(Date.now() + 20 * day).toISOString(),
      cancelledAt: cancelled ? new Date().toISOString() : null,
      platform: 'web',
    },
    overrideAccess: true,
  })
}

async function cancellationAttempt(
  payload: Payload,
  of: { id: number; student?: unknown },
  daysAgo: number,
  data: Partial<CancellationAttempt> & Pick<CancellationAttempt, 'outcome'>,
) {
  const { student } = await createStudent()
  const startedAt = new Date(Date.now() - daysAgo * 24 * hourMs - 60_000).toISOString()
  await payload.create({
    collection: 'cancellation-attempts',
    data: {
      student: student.id,
      subscription: of.id,
      funnelId: 'cancel_flow',
      startedAt,
      endedAt: data.outcome === 'abandoned' ? null : startedAt,
      ...data,
    },
    overrideAccess: true,
  })
}

describe('the admin dashboard', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await getPayloadClient()
    await createFunnel(payload, funnelDefinition('dash_a', { screens }))
    await createFunnel(payload, funnelDefinition('dash_b', { screens }))
    await payload.updateGlobal({
      slug: 'experiment',
      data: {
        variants: [
          { funnelId: 'dash_a', weight: 50 },
          { funnelId: 'dash_b', weight: 50 },
        ],
      },
      overrideAccess: true,
    })
    // This week: dash_a has 3 visitors (2 reach the paywall, 1 buys), dash_b 2 (1 reaches the paywall, buys).
    const a1 = await visit(payload, 'dash_a', 2, true)
    await visit(payload, 'dash_a', 30, true)
    await visit(payload, 'dash_a', 50, false)
    const b1 = await visit(payload, 'dash_b', 3, true)
    await visit(payload, 'dash_b', 4, false)
    // The week before: one visitor of dash_a.
    await visit(payload, 'dash_a', 24 * 9, false)
    const orderA = await purchase(payload, a1, 'dash_a', 1000, 2)
    const orderB = await purchase(payload, b1, 'dash_b', 2500, 3)
    await recordPayment(payload, orderB, 'refund', 500)
    await recordPayment(payload, orderA, 'renewal', 1000)
    await recordPayment(payload, orderA, 'renewal', 1000, { status: 'fail' })
    const subscriptionA = await subscription(payload, orderA, 1)
    const subscriptionB = await subscription(payload, orderB, 40, { cancelled: true })
    // Cancellation flows this week: A's buyer was saved by a pause (after one attempt left open), B's cancelled; one a fortnight ago.
    await cancellationAttempt(payload, subscriptionA, 1, { outcome: 'abandoned' })
    await cancellationAttempt(payload, subscriptionA, 0, { outcome: 'saved', offerKind: 'pause', reason: 'time', reasonLabel: 'No time' })
    await cancellationAttempt(payload, subscriptionB, 0, { outcome: 'cancelled', reason: 'price', reasonLabel: 'Too expensive' })
    await cancellationAttempt(payload, subscriptionB, 14, { outcome: 'cancelled', reason: 'price', reasonLabel: 'Too expensive' })
    // This week's buyers who are not visitors: a crawler, a marketer previewing dash_b, and an admin
    // on a landing paywall. Each subscribes, renews, has a refund and cancels.
    const marketer = await createStaff(payload, 'marketer')
    const { token } = await payload.login({ collection: 'users', data: { email: marketer.email, password: 'Str0ng!password' } })
    const admin = await createStaff(payload, 'admin')
    const bot = await visit(payload, 'dash_a', 5, true, { userAgent: crawler })
    const preview = await visit(payload, 'dash_b', 6, true, { previewToken: token! })
    expect(bot).not.toBe('')
    expect(preview).not.toBe('')
    const others = [
      await purchase(payload, bot, 'dash_a', 4000, 5),
      await purchase(payload, preview, 'dash_b', 4000, 6),
      await purchase(payload, null, 'dash_b', 4000, 7, admin.email),
    ]
    for (const order of others) {
      await recordPayment(payload, order, 'renewal', 4000)
      await recordPayment(payload, order, 'refund', 700)
      const theirs = await subscription(payload, order, 1, { cancelled: true })
      await cancellationAttempt(payload, theirs, 0, {
        outcome: 'saved',
        offerKind: 'discount',
        percentOff: 30,
        reason: 'price',
        reasonLabel: 'Too expensive',
      })
    }
    // Reports leave out the last few seconds (events still settling): take everything in now.
    await runRollupJob({ until: new Date() })
  })

  it('shows for the last 7 days exactly what the funnel report shows for the same days, both funnels added up', async () => {
    const staff = await createStaff(payload, 'marketer')
    const result = await dashboard(payload, staff, '7d')
    const value = (id: string) => result.kpis.find((kpi) => kpi.id === id)
    const period = { from: result.window.from, to: result.window.to, timeZone: result.timeZone }
    const reports = [await funnelReport({ funnelId: 'dash_a', ...period }), await funnelReport({ funnelId: 'dash_b', ...period })]
    const reached = (step: string) =>
      reports.reduce((sum, report) => sum + (report.funnel.steps.find((row) => row.step === step)?.sessions ?? 0), 0)
    const visitors = reports.reduce((sum, report) => sum + report.funnel.visitors, 0)
    const sales = reports.reduce((sum, report) => sum + (report.funnel.revenue.find((row) => row.currency === 'USD')?.minorUnits ?? 0), 0)

    expect(value('visitors')).toMatchObject({ value: visitors, previous: 1 })
    expect(visitors).toBe(5)
    expect(value('purchases')?.value).toBe(reached('purchase'))
    expect(reached('purchase')).toBe(2)
    expect(value('paywall')?.value).toBe(reached('paywall') / visitors)
    expect(value('conversion')?.value).toBe(2 / 5)
    // Sales of $10 and $25 as the report counts them, less the $5 refund.
    expect(sales).toBe(3500)
    expect(value('net-USD')).toMatchObject({ value: sales - 500, previous: 0 })
    expect(value('per-visitor-USD')?.value).toBe(3000 / 5)
    expect(value('per-payer-USD')?.value).toBe(3000 / 2)
    expect(value('new-subscriptions')?.value).toBe(1)
    expect(value('active-subscriptions')?.value).toBe(2)
    expect(value('churn')?.value).toBe(1)
    expect(value('renewals')?.value).toBe(0.5)
    // The crawler's, the preview's and the admin's subscriptions, renewals and refunds are stored, and left out.
    const stored = await payload.count({ collection: 'subscriptions', overrideAccess: true })
    expect(stored.totalDocs).toBe(5)
    // The trend's days add up to the period's figure.
    const trend = value('visitors')!.trend
    expect(trend).toHaveLength(7)
    expect(trend.reduce((sum: number, day) => sum + (day ?? 0), 0)).toBe(5)
    expect(result.experiment).toMatchObject({
      variants: [
        { funnelId: 'dash_a', weight: 50 },
        { funnelId: 'dash_b', weight: 50 },
      ],
      verdict: { tone: 'collecting' },
    })
    expect(result.experiment!.verdict.sentence).toMatch(/^Not enough data yet/)
  })

  it("counts the visitors' cancellation attempts of the period: saves by offer, cancellations, abandoned, top reasons", async () => {
    const staff = await createStaff(payload, 'marketer')
    const { cancellations } = await dashboard(payload, staff, '7d')
    // The crawler's, the preview's and the admin's saves are stored, and left out; so is the attempt a fortnight ago.
    expect(cancellations).toMatchObject({
      attempts: 3,
      saved: 1,
      savedByOffer: { pause: 1, discount: 0, 'switch-plan': 0 },
      cancelled: 1,
      abandoned: 1,
    })
    // A tie is listed by name.
    expect(cancellations.topReasons).toEqual([
      { value: 'time', label: 'No time', count: 1 },
      { value: 'price', label: 'Too expensive', count: 1 },
    ])
  })

  it('is the same whole for "today" as the report for today', async () => {
    const staff = await createStaff(payload, 'admin')
    const result = await dashboard(payload, staff, 'today')
    const today = { from: result.window.from, to: result.window.to, timeZone: result.timeZone }
    const visitors =
      (await funnelReport({ funnelId: 'dash_a', ...today })).funnel.visitors +
      (await funnelReport({ funnelId: 'dash_b', ...today })).funnel.visitors
    expect(result.kpis.find((kpi) => kpi.id === 'visitors')?.value).toBe(visitors)
  })

  it('places every collection and global of the admin under a job of the menu, or keeps it out of the menu', async () => {
    const groups = jobs.map((job) => job.group)
    const resolved = await config
    const ours = [...resolved.collections.filter((collection) => !collection.slug.startsWith('payload-')), ...resolved.globals]
    const placed = (entity: (typeof ours)[number]) => entity.admin?.hidden === true || groups.includes(entity.admin?.group as string)
    expect(ours.filter((entity) => !placed(entity)).map((entity) => entity.slug)).toEqual([])
    // In the menu's order: Payload lists a group where its first item comes.
    const firstOfGroup = [...new Set(ours.filter((entity) => entity.admin?.hidden !== true).map((entity) => entity.admin?.group as string))]
    expect(firstOfGroup).toEqual(groups)
  })
})
