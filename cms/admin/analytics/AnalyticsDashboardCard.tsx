import type { ServerProps } from 'payload'
import { Card } from '@payloadcms/ui'
import { mayReadReports } from '../../../app/analytics/server/report-page.server'
import { reportViewPath } from './paths'

/** The dashboard's way to the funnel report: marketers land here after signing in. */
export function AnalyticsDashboardCard({ payload, user }: ServerProps) {
  if (!mayReadReports(user)) return null
  return (
    <section className="analytics-dashboard">
      <h2 className="analytics-dashboard__title">Analytics</h2>
      <ul className="analytics-dashboard__cards">
        <li>
          <Card title="Funnel report" buttonAriaLabel="Open the funnel report" href={`${payload.config.routes.admin}${reportViewPath}`} />
        </li>
      </ul>
    </section>
  )
}
