/**
 * Issue #31: the funnel studio's screen list shows each screen's drop-off from the funnel report
 * for a chosen period. Visitors post their events through the real events API; the figures the
 * studio reads (and its staff-only route) must name the right screens with the right counts, and
 * equal the report's own for the same days.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { funnelReport } from '../../app/analytics/server/funnel-report.server'
import { runRollupJob } from '../../app/analytics/server/rollup-job.server'
import { screenDropOffs } from '../../app/analytics/server/screen-drop-off.server'
import { GET } from '@cms/admin/analytics/screen-drop-off-route'
import { getPayloadClient } from '@cms/get-payload'
import { createFunnel, funnelDefinition } from '../support/funnels'
import { site } from '../support/requests'
import { createStaff } from '../support/staff'
import { eventMaker, postFunnelEvents } from './support/funnel-analytics'

const funnelId = 'studio_drop'
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
  { id: 'about', type: 'Info', title: 'How it works' },
  { id: 'paywall', type: 'Paywall', title: 'Choose your plan' },
]
const hourMs = 3_600_000

/** One visitor `hoursAgo` from now, shown the given screens in order, 10 seconds apart. */
async function visit(hoursAgo: number, shown: string[]) {
  const start = Date.now() - hoursAgo * hourMs
  const event = eventMaker({ funnelId }, start)
  const events = [event('funnel.started', 0), ...shown.map((screenId, at) => event('screen.presented', at * 10, screenId))]
  await postFunnelEvents(events, { page: `/onboarding/${funnelId}`, now: start + 60_000 })
}

const byScreen = (figures: Awaited<ReturnType<typeof screenDropOffs>>) =>
  Object.fromEntries(figures.screens.map(({ screenId, saw, droppedOff }) => [screenId, { saw, droppedOff }]))

describe("the studio's drop-off per screen", () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await getPayloadClient()
    await createFunnel(payload, funnelDefinition(funnelId, { screens }))
    // This week: one visitor reaches the paywall, one leaves on "about", two leave on "goal".
    await visit(2, ['goal', 'about', 'paywall'])
    await visit(5, ['goal', 'about'])
    await visit(6, ['goal'])
    await visit(30, ['goal'])
    // Twelve days ago: one more leaves on "about" (in the last 30 days, not the last 7).
    await visit(24 * 12, ['goal', 'about'])
    await runRollupJob({ until: new Date() })
  })

  it('names each screen with its own figures for the last 7 days, as the report counts them', async () => {
    const figures = await screenDropOffs({ funnelId, period: '7d' })
    expect(figures.visitors).toBe(4)
    expect(byScreen(figures)).toEqual({
      goal: { saw: 4, droppedOff: 2 },
      about: { saw: 2, droppedOff: 1 },
      paywall: { saw: 1, droppedOff: 1 },
    })
    expect(figures.screens.find((screen) => screen.screenId === 'goal')?.dropOffRate).toBe(0.5)
    const report = await funnelReport(figures.report)
    expect(figures.screens).toEqual(
      report.funnel.screens.map(({ screenId, saw, droppedOff, dropOffRate }) => ({ screenId, saw, droppedOff, dropOffRate })),
    )
  })

  it('follows the chosen period', async () => {
    expect(byScreen(await screenDropOffs({ funnelId, period: '30d' }))).toEqual({
      goal: { saw: 5, droppedOff: 2 },
      about: { saw: 3, droppedOff: 2 },
      paywall: { saw: 1, droppedOff: 1 },
    })
    const today = await screenDropOffs({ funnelId, period: 'today' })
    expect(today.report.from).toBe(today.report.to)
  })

  it('answers staff only, and a bad question with a 400 naming it', async () => {
    const url = (period: string) => `${site}/cms/api/analytics/screen-drop-off?funnelId=${funnelId}&period=${period}`
    expect((await GET(new Request(url('7d')))).status).toBe(401)
    const staff = await createStaff(payload, 'marketer')
    const { token } = await payload.login({ collection: 'users', data: { email: staff.email, password: 'Str0ng!password' } })
    const asStaff = (period: string) => GET(new Request(url(period), { headers: { Authorization: `JWT ${token}` } }))
    const ok = await asStaff('7d')
    expect(ok.status).toBe(200)
    expect(byScreen((await ok.json()) as Awaited<ReturnType<typeof screenDropOffs>>).goal).toEqual({ saw: 4, droppedOff: 2 })
    const bad = await asStaff('week')
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('A period: today, 7d or 30d')
  })
})
