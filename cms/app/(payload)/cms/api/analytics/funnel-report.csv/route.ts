// The funnel report's CSV download: see cms/admin/analytics/report-csv-route.ts.
export { GET } from '../../../../../../admin/analytics/report-csv-route'
