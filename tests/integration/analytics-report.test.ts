/**
 * Issue #16 end to end: synthetic visitors post their events through the real events handler —
 * batches resent and out of order, a crawler, a staff preview, ad-tagged pages — orders and
 * payments are written as the checkout would, the rollup job runs (twice, the second pass taking in
 * what arrived late), and the report's numbers must equal the ones worked out by hand below.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { funnelReport } from '../../app/analytics/server/funnel-report.server'
import { rollupKey, runRollupJob } from '../../app/analytics/server/rollup-job.server'
import { createPayloadAnalyticsStore } from '../../app/analytics/server/payload-analytics-store.server'
import { sqlDatabase } from '../../app/core/sql.server'
import { workStore } from '../../app/core/work/work-store.server'
import { reportCsv } from '../../app/analytics/rules/report-csv'
import { bucketMidpointMs, timeBucket } from '../../app/analytics/rules/time-histogram'
import { getPayloadClient } from '@cms/get-payload'
import { createFunnel, funnelDefinition } from '../support/funnels'
import { createStaff } from '../support/staff'
import { eventMaker, type FunnelEvent, postFunnelEvents, recordPayment, storedSession, storedVisitorOf } from './support/funnel-analytics'

const crawler = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
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
  { id: 'email', type: 'Email', title: 'Your email' },
  { id: 'paywall', type: 'Paywall', title: 'Choose your plan' },
]
/** What the report reports for a time on screen: the midpoint of its histogram bucket. */
const reported = (seconds: number) => bucketMidpointMs(timeBucket(seconds * 1000))

type Visit = { funnelId: string; variant?: string; start: string; userAgent?: string; page?: string; cookie?: string; preview?: boolean }
type Move = [screenId: string | 'completed', second: number]

/** A visitor of one funnel: their events, made like the player makes them, and the cookie the API gave them. */
function visitor(visit: Visit) {
  const event = eventMaker(visit, Date.parse(visit.start))
  let cookie = visit.cookie ?? ''
  let visitorId = ''
  return {
    events(moves: Move[], { started = false } = {}) {
      const events = started ? [event('funnel.started', moves[0]?.[1] ?? 0)] : []
      for (const [screenId, second] of moves) {
        if (screenId === 'completed') events.push(event('funnel.completed', second))
        else events.push(event('screen.presented', second, screenId))
        if (screenId === 'email') events.push(event('registration.presented', second, screenId))
        if (screenId === 'paywall') events.push(event('paywall.presented', second, screenId))
      }
      return events
    },
    async send(events: FunnelEvent[], options: { preview?: boolean } = {}) {
      const { response, cookie: after } = await postFunnelEvents(events, {
        page: visit.page ?? `/experiment/${visit.funnelId}`,
        // The visits happened in January 2025: the server's clock is set to when each batch was sent.
        now: Math.max(...events.map((event) => Date.parse(event.occurredAt))),
        userAgent: visit.userAgent,
        cookie,
        preview: options.preview || visit.preview,
      })
      cookie = after
      visitorId ||= await storedVisitorOf(await getPayloadClient(), events[0]!.id)
      return (await response.json()) as { stored: number; duplicates: number }
    },
    get id() {
      return visitorId
    },
  }
}

const payment = (
  payload: Payload,
  order: number,
  kind: 'charge' | 'upsell' | 'renewal',
  amountCents: number,
  currency: 'USD' | 'GBP',
  status: 'success' | 'fail' = 'success',
) => recordPayment(payload, order, kind, amountCents, { currency, status })

/** Sets when an experiment version was saved: the split sample-ratio test cuts the range there. */
async function savedAt(payload: Payload, weights: Record<string, number>, at: string) {
  await payload.updateGlobal({
    slug: 'experiment',
    data: { variants: Object.entries(weights).map(([funnelId, weight]) => ({ funnelId, weight })) },
    overrideAccess: true,
  })
  const { docs } = await payload.findGlobalVersions({ slug: 'experiment', sort: '-createdAt', limit: 1, overrideAccess: true })
  const db = await sqlDatabase(payload)
  if (db) await db.run(db.sql`UPDATE _experiment_v SET created_at = ${at} WHERE id = ${docs[0]!.id}`)
  else
    await payload.db.updateGlobalVersion({
      global: 'experiment',
      id: String(docs[0]!.id),
      versionData: { ...docs[0]!.version, createdAt: at } as never,
    })
}

const until = () => new Date()

describe('the funnel report, from the events API through rollups', () => {
  let payload: Payload
  const visitors: Record<string, ReturnType<typeof visitor>> = {}
  let laterBatch: FunnelEvent[] = []
  let orderA1 = 0

  beforeAll(async () => {
    payload = await getPayloadClient()
    await createFunnel(payload, funnelDefinition('rep_a', { screens }))
    await createFunnel(payload, funnelDefinition('rep_b', { screens }))
    await savedAt(payload, { rep_a: 50, rep_b: 50 }, '2025-01-14T00:00:00.000Z')
    await savedAt(payload, { rep_a: 75, rep_b: 25 }, '2025-01-15T12:20:00.000Z')
    const staff = await createStaff(payload, 'marketer')
    const { token } = await payload.login({ collection: 'users', data: { email: staff.email, password: 'Str0ng!password' } })

    // rep_a through /experiment. A1: from a Facebook ad, via landing v1; its second batch arrives
    // first and again (a retry), its payment comes later.
    const a1 = (visitors.a1 = visitor({
      funnelId: 'rep_a',
      variant: 'rep_a',
      start: '2025-01-15T10:00:00Z',
      page: '/experiment/rep_a?utm_source=Facebook&utm_campaign=jan&landing=v1',
    }))
    const [a1First, a1Second] = [
      a1.events([['goal', 0]], { started: true }),
      a1.events([
        ['email', 20],
        ['paywall', 50],
      ]),
    ]
    expect(await a1.send(a1Second)).toEqual({ stored: 4, duplicates: 0 })
    expect(await a1.send(a1First)).toEqual({ stored: 2, duplicates: 0 })
    expect(await a1.send(a1Second)).toEqual({ stored: 0, duplicates: 4 })
    // A2: leaves at the email screen; that screen's events arrive after the first rollup pass, in a
    // batch that claims to be a preview with no staff member signed in (it still counts).
    const a2 = (visitors.a2 = visitor({ funnelId: 'rep_a', variant: 'rep_a', start: '2025-01-15T10:30:00Z' }))
    await a2.send(a2.events([['goal', 0]], { started: true }))
    laterBatch = a2.events([['email', 40]])
    // A3: Berlin's 00:30 on the 15th, still the 14th in UTC; leaves at once.
    const a3 = (visitors.a3 = visitor({ funnelId: 'rep_a', variant: 'rep_a', start: '2025-01-14T23:30:00Z' }))
    await a3.send(a3.events([['goal', 0]], { started: true }))
    // A4: a crawler; A5: a marketer previewing the draft. Neither counts.
    const a4 = (visitors.a4 = visitor({ funnelId: 'rep_a', variant: 'rep_a', start: '2025-01-15T11:00:00Z', userAgent: crawler }))
    await a4.send(
      a4.events(
        [
          ['goal', 0],
          ['email', 5],
          ['paywall', 9],
        ],
        { started: true },
      ),
    )
    const a5 = (visitors.a5 = visitor({
      funnelId: 'rep_a',
      variant: 'rep_a',
      start: '2025-01-15T11:30:00Z',
      page: '/experiment/rep_a?preview=1',
      cookie: `payload-token=${token}`,
    }))
    await a5.send(
      a5.events(
        [
          ['goal', 0],
          ['email', 5],
        ],
        { started: true },
      ),
      { preview: true },
    )
    // A6: rep_a through /onboarding (no variant) from a Google ad (click id only); checkout, unpaid.
    const a6 = (visitors.a6 = visitor({ funnelId: 'rep_a', start: '2025-01-15T14:00:00Z', page: '/onboarding/rep_a?gclid=abc' }))
    await a6.send(
      a6.events(
        [
          ['goal', 0],
          ['email', 10],
          ['paywall', 25],
        ],
        { started: true },
      ),
    )

    // rep_b through /experiment. B1: back from email to goal, then pays and buys an add-on; its
    // events come newest first and the batch is sent twice.
    const b1 = (visitors.b1 = visitor({
      funnelId: 'rep_b',
      variant: 'rep_b',
      start: '2025-01-15T13:00:00Z',
      page: '/experiment/rep_b?utm_source=facebook',
    }))
    const b1Events = b1
      .events(
        [
          ['goal', 0],
          ['email', 10],
          ['goal', 15],
          ['email', 25],
          ['paywall', 45],
        ],
        { started: true },
      )
      .reverse()
    await b1.send(b1Events)
    await b1.send(b1Events)
    // B2: Berlin's 23:30 on the 15th; no source on its events, but its stored session came from a newsletter.
    const b2 = (visitors.b2 = visitor({ funnelId: 'rep_b', variant: 'rep_b', start: '2025-01-15T22:30:00Z' }))
    await b2.send(
      b2.events(
        [
          ['goal', 0],
          ['email', 5],
        ],
        { started: true },
      ),
    )
    // B3: the 15th in UTC, the 16th in Berlin; B4: the 14th in both.
    const b3 = (visitors.b3 = visitor({ funnelId: 'rep_b', variant: 'rep_b', start: '2025-01-15T23:30:00Z' }))
    await b3.send(b3.events([['goal', 0]], { started: true }))
    const b4 = (visitors.b4 = visitor({ funnelId: 'rep_b', variant: 'rep_b', start: '2025-01-14T22:30:00Z' }))
    await b4.send(b4.events([['goal', 0]], { started: true }))

    // Orders as the paywall writes them, payments as the providers' reports do.
    const order = (session: number, status: 'pending' | 'paid', currency: 'USD' | 'GBP', priceCents: number) =>
      payload.create({
        collection: 'orders',
        data: { funnelSession: session, planId: 'plan_1m', priceCents, currency, status, attempt: 1 },
        overrideAccess: true,
      })
    const sessionOf = async (visitorId: string, funnelId: string, variant: string | null, attribution?: Record<string, string>) =>
      (await storedSession(payload, { visitorId, funnelId, variant, attribution })).id
    orderA1 = (await order(await sessionOf(a1.id, 'rep_a', 'rep_a', { utm_source: 'facebook' }), 'pending', 'USD', 999)).id
    await order(await sessionOf(a6.id, 'rep_a', null, { gclid: 'abc' }), 'pending', 'USD', 999)
    const orderB1 = (await order(await sessionOf(b1.id, 'rep_b', 'rep_b'), 'paid', 'GBP', 1500)).id
    await payment(payload, orderB1, 'charge', 1500, 'GBP', 'fail')
    await payment(payload, orderB1, 'charge', 1500, 'GBP')
    await payment(payload, orderB1, 'upsell', 500, 'GBP')
    await payment(payload, orderB1, 'renewal', 1500, 'GBP')
    await sessionOf(b2.id, 'rep_b', 'rep_b', { utm_source: 'newsletter', landing: 'v2' })
  })

  it('stores what the server decided about each batch: bots, previews, sources', async () => {
    const stored = async (who: string) =>
      (
        await payload.find({
          collection: 'funnel-events',
          where: { visitorId: { equals: visitors[who]!.id } },
          limit: 1,
          depth: 0,
          overrideAccess: true,
        })
      ).docs[0]!
    expect(await stored('a1')).toMatchObject({
      traffic: 'visitor',
      source: 'facebook',
      landingVariant: 'v1',
      attribution: { utm_source: 'Facebook', utm_campaign: 'jan' },
    })
    expect(await stored('a4')).toMatchObject({ traffic: 'bot' })
    expect(await stored('a5')).toMatchObject({ traffic: 'preview' })
    expect(await stored('a6')).toMatchObject({ traffic: 'visitor', source: 'google', attribution: { gclid: 'abc' } })
  })

  it('reports what was known at the first pass', async () => {
    expect(await runRollupJob({ until: until() })).toMatchObject({ from: null, hours: 7 })
    const report = await funnelReport({ funnelId: 'rep_a', from: '2025-01-15', to: '2025-01-15', timeZone: 'Europe/Berlin' })
    // A2 has shown only the goal screen so far, and A1 has not paid yet.
    expect(report.funnel.screens.map((row) => [row.screenId, row.saw, row.wentOn])).toEqual([
      ['goal', 4, 2],
      ['email', 2, 2],
      ['paywall', 2, 2],
    ])
    expect(report.funnel.steps.map((row) => row.sessions)).toEqual([4, 2, 2, 2, 0])
  })

  it('takes in late events and payments on the next pass, and equals the numbers worked out by hand', async () => {
    await visitors.a2!.send(laterBatch, { preview: true })
    await payload.update({
      collection: 'orders',
      id: orderA1,
      data: { status: 'paid', paidAt: '2025-01-15T10:02:00.000Z' },
      overrideAccess: true,
    })
    await payment(payload, orderA1, 'charge', 999, 'USD')
    // Only the hours of A2 and A1 (10:00 UTC) are redone.
    expect(await runRollupJob({ until: until() })).toMatchObject({ hours: 1, days: 1 })

    // Berlin, 15 January = UTC 14 Jan 23:00 – 15 Jan 23:00. rep_a: A1, A2, A3 (/experiment) and
    // A6 (/onboarding); A4 (crawler) and A5 (preview) are left out.
    const report = await funnelReport({ funnelId: 'rep_a', from: '2025-01-15', to: '2025-01-15', timeZone: 'Europe/Berlin' })
    expect(report.range).toEqual({ fromUtc: '2025-01-14T23:00:00.000Z', toUtc: '2025-01-15T23:00:00.000Z', exact: true })
    expect(report.funnel.visitors).toBe(4)
    expect(report.funnel.screens).toEqual([
      // goal: A1 20 s, A2 40 s, A6 10 s → lower median 20 s; A3 left there.
      { screenId: 'goal', saw: 4, wentOn: 3, droppedOff: 1, dropOffRate: 0.25, medianTimeOnScreenMs: reported(20) },
      // email: A1 30 s, A6 15 s → 15 s; A2 left there.
      { screenId: 'email', saw: 3, wentOn: 2, droppedOff: 1, dropOffRate: 1 / 3, medianTimeOnScreenMs: reported(15) },
      // paywall: A1 and A6 went to checkout; no time is measured on the last screen.
      { screenId: 'paywall', saw: 2, wentOn: 2, droppedOff: 0, dropOffRate: 0, medianTimeOnScreenMs: null },
    ])
    expect(report.funnel.steps.map((row) => [row.step, row.sessions, row.shareOfStarted])).toEqual([
      ['started', 4, 1],
      ['email', 3, 0.75],
      ['paywall', 2, 0.5],
      ['checkout', 2, 0.5],
      ['purchase', 1, 0.25],
    ])
    expect(report.funnel.conversionToPurchase).toBe(0.25)
    expect(report.funnel.revenue).toEqual([{ currency: 'USD', minorUnits: 999, minorUnitsPerVisitor: 249.75 }])

    // The experiment's variants: rep_a = A1, A2, A3; rep_b = B1, B2 (B3 is the 16th in Berlin, B4 the 14th).
    const [a, b] = report.variants
    expect(report.variants.map((variant) => [variant.variant, variant.visitors, variant.conversionToPurchase])).toEqual([
      ['rep_a', 3, 1 / 3],
      ['rep_b', 2, 0.5],
    ])
    expect(a!.revenue).toEqual([{ currency: 'USD', minorUnits: 999, minorUnitsPerVisitor: 333 }])
    // B1: its charge and add-on (the failed attempt and the later renewal are no sale of this funnel).
    expect(b!.revenue).toEqual([{ currency: 'GBP', minorUnits: 2000, minorUnitsPerVisitor: 1000 }])
    // B1 went goal 0–10 s, email 10–15 s, back to goal 15–25 s, email 25–45 s: 20 s and 25 s; B2 5 s on goal.
    expect(b!.screens.map((row) => [row.screenId, row.saw, row.wentOn, row.medianTimeOnScreenMs])).toEqual([
      ['goal', 2, 2, reported(5)],
      ['email', 2, 1, reported(25)],
      ['paywall', 1, 1, null],
    ])

    const experiment = report.experiment!
    expect(experiment.status).toBe('collecting')
    expect(experiment.variants.map((row) => [row.variant, row.weight, row.visitors, row.conversions])).toEqual([
      ['rep_a', 75, 3, 1],
      ['rep_b', 25, 2, 1],
    ])
    expect(experiment.paywall.map((row) => [row.variant, row.reached])).toEqual([
      ['rep_a', 1],
      ['rep_b', 1],
    ])
    expect(experiment.variants.map((row) => row.revenuePerVisitor)).toEqual([
      [{ currency: 'USD', minorUnitsPerVisitor: 333 }],
      [{ currency: 'GBP', minorUnitsPerVisitor: 1000 }],
    ])
    // Weights changed at 12:20 UTC: 50:50 before (A3, A1, A2), 75:25 after (B1, B2); the 12:00 hour belongs to neither.
    expect(
      experiment.samplePeriods.map(({ from, to, weights, visitors, check }) => ({
        from,
        to,
        weights,
        visitors,
        chiSquare: check?.chiSquare,
      })),
    ).toEqual([
      {
        from: '2025-01-14T23:00:00.000Z',
        to: '2025-01-15T12:20:00.000Z',
        weights: { rep_a: 50, rep_b: 50 },
        visitors: { rep_a: 3, rep_b: 0 },
        chiSquare: 3,
      },
      {
        from: '2025-01-15T12:20:00.000Z',
        to: '2025-01-15T23:00:00.000Z',
        weights: { rep_a: 75, rep_b: 25 },
        visitors: { rep_a: 0, rep_b: 2 },
        chiSquare: 6,
      },
    ])
    expect(experiment.sampleRatioMismatch).toBe(false)

    const csv = reportCsv(report)
    expect(csv).toMatch(/\r\n[^\r\n]*,4,3,1,25\.0%,[^\r\n]*,goal,0\.25\r\n/)
    expect(csv).toContain('\r\nrep_b,25,2,1,50.0%,')
  })

  it('filters by source: the first tagged event, else the stored session, else (none)', async () => {
    const visitorsFrom = async (funnelId: string, source: string) =>
      (await funnelReport({ funnelId, from: '2025-01-15', to: '2025-01-15', timeZone: 'Europe/Berlin', source })).funnel.visitors
    expect(await visitorsFrom('rep_a', 'FaceBook')).toBe(1)
    expect(await visitorsFrom('rep_a', 'google')).toBe(1)
    expect(await visitorsFrom('rep_a', '(none)')).toBe(2)
    expect(await visitorsFrom('rep_b', 'facebook')).toBe(1)
    expect(await visitorsFrom('rep_b', 'newsletter')).toBe(1)
    const facebook = await funnelReport({
      funnelId: 'rep_a',
      from: '2025-01-15',
      to: '2025-01-15',
      timeZone: 'Europe/Berlin',
      source: 'facebook',
    })
    expect(facebook.funnel.revenue).toEqual([{ currency: 'USD', minorUnits: 999, minorUnitsPerVisitor: 999 }])
  })

  it('reads whole UTC days from day rows: the same sessions counted in UTC', async () => {
    const report = await funnelReport({ funnelId: 'rep_b', variants: ['rep_b'], from: '2025-01-14', to: '2025-01-16', timeZone: 'UTC' })
    // B1–B4 all fall within 14–16 January UTC.
    expect(report.funnel.visitors).toBe(4)
    expect(report.funnel.screens.map((row) => [row.screenId, row.saw, row.wentOn, row.droppedOff])).toEqual([
      ['goal', 4, 2, 2],
      ['email', 2, 1, 1],
      ['paywall', 1, 1, 0],
    ])
    expect(report.variants.map((variant) => variant.variant)).toEqual(['rep_b'])
    // The split test reads the 14th as a day row and the 15th, when the weights changed, by the hour:
    // before 12:20 A3, B4 (14th) and A1, A2 (10:00); after it B1, B2, B3.
    const both = await funnelReport({ funnelId: 'rep_b', from: '2025-01-14', to: '2025-01-16', timeZone: 'UTC' })
    expect(both.experiment!.samplePeriods.map(({ from, visitors }) => [from, visitors])).toEqual([
      ['2025-01-14T00:00:00.000Z', { rep_a: 3, rep_b: 1 }],
      ['2025-01-15T12:20:00.000Z', { rep_a: 0, rep_b: 3 }],
    ])
    const day = await funnelReport({ funnelId: 'rep_b', from: '2025-01-15', to: '2025-01-15', timeZone: 'UTC' })
    expect(day.funnel.visitors).toBe(3)
  })

  it('gives the same rows when a pass is run again over everything, through SQL or through Payload’s API', async () => {
    const question = { funnelId: 'rep_a', from: '2025-01-14', to: '2025-01-16', timeZone: 'Europe/Berlin' }
    const before = await funnelReport(question)
    // The portable store (MongoDB's) must write the very rows the SQL store writes.
    for (const store of [undefined, createPayloadAnalyticsStore(payload)]) {
      await payload.update({ collection: 'work-items', where: { key: { equals: rollupKey } }, data: { input: null }, overrideAccess: true })
      expect(await runRollupJob({ until: until(), store })).toMatchObject({ from: null, hours: 7 })
      expect({ ...(await funnelReport(question)), asOf: null }).toEqual({ ...before, asOf: null })
    }
  })

  it('rolls up once when two passes start at once, and not while another process holds the rollup item', async () => {
    const forget = () =>
      payload.update({ collection: 'work-items', where: { key: { equals: rollupKey } }, data: { input: null }, overrideAccess: true })
    await forget()
    const both = await Promise.all([runRollupJob({ until: until() }), runRollupJob({ until: until() })])
    expect(both.filter((run) => run === null)).toHaveLength(1) // the second found the item claimed
    expect(both.find((run) => run !== null)).toMatchObject({ from: null, hours: 7 })
    // A worker in another process claims the item and is killed: its lease holds the passes off, then runs out.
    await forget()
    const store = await workStore(payload)
    const held = await store.claimKey({ key: rollupKey, holder: 'killed', until: new Date(Date.now() + 1_500), now: new Date() })
    expect(held).not.toBeNull()
    expect(await runRollupJob({ until: until() })).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 1_600))
    expect(await runRollupJob({ until: until() })).toMatchObject({ from: null, hours: 7 })
  })

  it('refuses a bad question with the fields named', async () => {
    await expect(funnelReport({ funnelId: 'rep_a', from: '2025-01-16', to: '2025-01-15', timeZone: 'Mars/Olympus' })).rejects.toMatchObject(
      {
        problem: { status: 400, title: 'Invalid report' },
      },
    )
  })
})
