import { defaultReportingTimeZone, reportingTimeZoneSchema } from '@schemas/analytics/reporting-time-zone'
import { getSiteSettings } from '../../core/site-settings.server'

/** Site settings → Reporting time zone: where the dashboard's, the report's and the studio's days begin. */
export async function reportingTimeZone(): Promise<string> {
  const parsed = reportingTimeZoneSchema.safeParse((await getSiteSettings()).reportingTimeZone)
  return parsed.success ? parsed.data : defaultReportingTimeZone
}
