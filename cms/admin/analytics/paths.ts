/** Where the report lives under the admin route (/admin) and its CSV under the REST route (/cms/api). */
export const reportViewPath = '/analytics'
export const reportCsvPath = '/analytics/funnel-report.csv'
/** The studio's drop-off per screen, under the REST route. */
export const screenDropOffPath = '/analytics/screen-drop-off'
/** The experiment editor's verdict and standings, under the REST route. */
export const experimentStandingPath = '/analytics/experiment-standing'
