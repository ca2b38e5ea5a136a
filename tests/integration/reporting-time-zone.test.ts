/**
 * Issue #31: the dashboard, the funnel report and the studio's drop-off count days in the site's
 * reporting time zone (Site settings → Reporting time zone). Visitors who start just before and
 * just after midnight in New York and in Tokyo must fall on their local day in each, and the
 * dashboard must equal the report for the same days in the same zone.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { dashboard } from '../../app/analytics/server/dashboard.server'
import { funnelReport } from '../../app/analytics/server/funnel-report.server'
import { reportPage } from '../../app/analytics/server/report-page.server'
import { runRollupJob } from '../../app/analytics/server/rollup-job.server'
import { screenDropOffs } from '../../app/analytics/server/screen-drop-off.server'
import { getPayloadClient } from '@cms/get-payload'
import { createFunnel, funnelDefinition } from '../support/funnels'
import { postVisit } from '../support/funnel-visits'
import { createStaff } from '../support/staff'

const funnelId = 'zone_days'
const screens = [
  { id: 'goal', type: 'Info', title: 'Your goal' },
  { id: 'paywall', type: 'Paywall', title: 'Choose your plan' },
]
// Noon in New York on 20 January 2026 (UTC−5), 02:00 on the 21st in Tokyo (UTC+9).
const now = new Date('2026-01-20T17:00:00Z')

describe('days in the reporting time zone', () => {
  let payload: Payload
  let staff: Awaited<ReturnType<typeof createStaff>>

  const visitors = async (from: string, to: string, timeZone: string) =>
    (await funnelReport({ funnelId, from, to, timeZone })).funnel.visitors
  const setZone = (reportingTimeZone: string) =>
    payload.updateGlobal({ slug: 'site-settings', data: { reportingTimeZone } as never, overrideAccess: true })

  beforeAll(async () => {
    payload = await getPayloadClient()
    staff = await createStaff(payload, 'marketer')
    await createFunnel(payload, funnelDefinition(funnelId, { screens }))
    for (const [at, shown] of [
      ['2026-01-19T04:59:00Z', ['goal']], // New York 18 Jan 23:59 · Tokyo 19 Jan 13:59 · UTC 19 Jan
      ['2026-01-20T03:30:00Z', ['goal']], // New York 19 Jan 22:30 · Tokyo 20 Jan · UTC 20 Jan
      ['2026-01-20T05:30:00Z', ['goal']], // New York 20 Jan 00:30 · Tokyo 20 Jan · UTC 20 Jan
      ['2026-01-20T14:59:00Z', ['goal']], // New York 20 Jan · Tokyo 20 Jan 23:59 · UTC 20 Jan
      ['2026-01-20T15:30:00Z', ['goal', 'paywall']], // New York 20 Jan · Tokyo 21 Jan 00:30 · UTC 20 Jan
    ] as const) {
      await postVisit({ funnelId, at: Date.parse(at), shown })
    }
    // The job takes in events by when they arrived (now), whatever day they tell of.
    await runRollupJob({ until: new Date() })
  })

  it('counts New York days by default on the dashboard, as the report does for the same days', async () => {
    const result = await dashboard(payload, staff, 'today', now)
    expect(result.timeZone).toBe('America/New_York')
    expect(result.window).toMatchObject({ from: '2026-01-20', to: '2026-01-20' })
    const figure = (id: string) => result.kpis.find((kpi) => kpi.id === id)!
    // Today: 00:30, the 09:59 and the 10:30 visitor; yesterday only the one at 22:30.
    expect(figure('visitors')).toMatchObject({ value: 3, previous: 1 })
    expect(figure('visitors').trend.slice(-3)).toEqual([1, 1, 3])
    expect(figure('paywall').value).toBe(1 / 3)
    expect(await visitors('2026-01-20', '2026-01-20', 'America/New_York')).toBe(3)
    expect(await visitors('2026-01-19', '2026-01-19', 'America/New_York')).toBe(1)
    // The same visitors in UTC days: four on the 20th.
    expect(await visitors('2026-01-20', '2026-01-20', 'UTC')).toBe(4)
  })

  it('moves every figure to Tokyo days when a marketer picks Tokyo', async () => {
    await setZone('Asia/Tokyo')
    try {
      const result = await dashboard(payload, staff, 'today', now)
      expect(result.timeZone).toBe('Asia/Tokyo')
      expect(result.window).toMatchObject({ from: '2026-01-21', to: '2026-01-21' })
      const figure = (id: string) => result.kpis.find((kpi) => kpi.id === id)!
      // Today in Tokyo: only the visitor at 00:30; yesterday the three of the 20th, 13:59 on the 19th before.
      expect(figure('visitors')).toMatchObject({ value: 1, previous: 3 })
      expect(figure('visitors').trend.slice(-3)).toEqual([1, 3, 1])
      expect(figure('paywall').value).toBe(1)
      expect(await visitors('2026-01-21', '2026-01-21', 'Asia/Tokyo')).toBe(1)

      // The report opens in the site's zone, on today's Tokyo date; another zone is still a question away.
      const opened = await reportPage(payload, staff, new URLSearchParams({ funnelId }), now)
      expect(opened.values).toMatchObject({ timeZone: 'Asia/Tokyo', to: '2026-01-21' })
      const day = await reportPage(payload, staff, new URLSearchParams({ funnelId, from: '2026-01-20', to: '2026-01-20' }), now)
      expect(day.report?.funnel.visitors).toBe(3)
      const inUtc = await reportPage(
        payload,
        staff,
        new URLSearchParams({ funnelId, from: '2026-01-20', to: '2026-01-20', timeZone: 'UTC' }),
        now,
      )
      expect(inUtc.report?.funnel.visitors).toBe(4)

      // The studio's drop-off is the report's for the same Tokyo day.
      const dropOff = await screenDropOffs({ funnelId, period: 'today' }, now)
      expect(dropOff.report).toMatchObject({ from: '2026-01-21', to: '2026-01-21', timeZone: 'Asia/Tokyo' })
      expect(dropOff.visitors).toBe(1)
    } finally {
      await setZone('America/New_York')
    }
  })
})
