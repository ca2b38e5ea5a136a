/**
 * The one file of app/ that the Payload admin (cms/admin: the funnel report, its CSV, the
 * dashboard and its AI status panel) may import; eslint.config.js holds cms/ to it. What the admin needs of the site's
 * analytics is listed here, so the seam between the two hosts stays in one place.
 */
export { type DashboardPeriod, dashboardPeriods, type Kpi } from './rules/dashboard-figures'
export type { CancellationFigures } from './rules/cancellation-figures'
export { reportSearch } from './rules/report-request'
export { dashboard, type ExperimentStanding, experimentStanding } from './server/dashboard.server'
export { mayReadReports, reportCsvFile, reportPage } from './server/report-page.server'
export { type ScreenDropOffs, screenDropOffs } from './server/screen-drop-off.server'
export { FunnelReportBody } from './ui/funnel-report-body'
export { ReportForm } from './ui/report-form'
export { zoneName } from './ui/report-time'
export { formatCount, formatMoney, formatPercent } from './ui/report-format'
export { aiStatus, testAiConnection } from '~/ai/index.server'
export { ProblemError, errorResponse } from '../core/problem'
