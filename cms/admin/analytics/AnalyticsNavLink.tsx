import type { ServerProps } from 'payload'
import { mayReadReports } from '../../../app/analytics/admin-entry'
import { reportViewPath } from './paths'

/** The sidebar's link to the funnel report, for the staff who may read it. */
export function AnalyticsNavLink({ payload, user }: ServerProps) {
  if (!mayReadReports(user)) return null
  return (
    <a className="nav__link analytics-nav-link" href={`${payload.config.routes.admin}${reportViewPath}`}>
      <span className="nav__link-label">Funnel report</span>
    </a>
  )
}
