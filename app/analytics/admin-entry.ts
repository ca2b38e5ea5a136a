/**
 * The admin entry of the Payload admin's views (cms/admin: the funnel report, its CSV, the dashboard
 * and its AI status panel), one of the few files of app/ that cms/ may import
 * (scripts/structure/admin-entries.mjs). What the admin's views need of the site is listed here.
 */
export { type DashboardPeriod, type Kpi } from './rules/dashboard-figures'
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
