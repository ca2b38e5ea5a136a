import { screenDropOffInputSchema } from '@schemas/analytics/screen-drop-off'
import { parseOrProblem } from '../../core/problem'
import { dashboardWindow } from '../rules/dashboard-figures'
import { localDate } from '../rules/report-request'
import { funnelReport } from './funnel-report.server'
import { reportingTimeZone } from './reporting-time-zone.server'

export type ScreenDropOffFigure = { screenId: string; saw: number; droppedOff: number; dropOffRate: number | null }

export type ScreenDropOffs = {
  /** The report's own question, so the studio can link to the same figures. */
  report: { funnelId: string; from: string; to: string; timeZone: string }
  visitors: number
  screens: ScreenDropOffFigure[]
}

/**
 * Drop-off per screen of one funnel for the studio's screen list: the funnel report's own figures
 * for the dashboard's period (today, 7 or 30 days) in the site's reporting time zone, so the two
 * never disagree. Staff only: the
 * caller checks `mayReadReports`. A bad question is a 400 problem.
 */
export async function screenDropOffs(query: unknown, now = new Date()): Promise<ScreenDropOffs> {
  const { funnelId, period } = parseOrProblem(screenDropOffInputSchema, query, 'Invalid drop-off question')
  const timeZone = await reportingTimeZone()
  const { from, to } = dashboardWindow(period, localDate(now, timeZone))
  const report = await funnelReport({ funnelId, from, to, timeZone })
  return {
    report: { funnelId, from, to, timeZone },
    visitors: report.funnel.visitors,
    screens: report.funnel.screens.map(({ screenId, saw, droppedOff, dropOffRate }) => ({ screenId, saw, droppedOff, dropOffRate })),
  }
}
