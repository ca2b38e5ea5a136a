import type { ServerProps } from 'payload'
import { mayReadReports } from '../../../app/analytics/admin-entry'
import { reportViewPath } from '../analytics/paths'
import { KeepMenuOpen } from './KeepMenuOpen'
import './menu-start.scss'

/** The top of the admin menu: where every staff member starts, then the report for those who read it. */
export function MenuStart({ payload, user }: ServerProps) {
  const admin = payload.config.routes.admin
  return (
    <>
      <KeepMenuOpen />
      <a className="nav__link menu-start__link" href={admin}>
        <span className="nav__link-label">Dashboard</span>
      </a>
      {mayReadReports(user) ? (
        <a className="nav__link menu-start__link" href={`${admin}${reportViewPath}`}>
          <span className="nav__link-label">Funnel report</span>
        </a>
      ) : null}
    </>
  )
}
