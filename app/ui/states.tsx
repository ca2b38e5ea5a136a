import type React from 'react'
import { useNavigation } from '@remix-run/react'
import { Inbox } from 'lucide-react'

/** Nothing here yet: what it is, and what to do next. */
export function EmptyState({
  title,
  children,
  action,
  icon = <Inbox size={26} aria-hidden="true" />,
}: {
  title: string
  children?: React.ReactNode
  action?: React.ReactNode
  icon?: React.ReactNode
}) {
  return (
    <div className="ui-empty">
      <span className="ui-empty__icon">{icon}</span>
      <h2>{title}</h2>
      {children ? <p>{children}</p> : null}
      {action}
    </div>
  )
}

/** A grey placeholder of the content's size while it loads. */
export function Skeleton({ width = '100%', height = 16 }: { width?: number | string; height?: number | string }) {
  return <span className="ui-skeleton" style={{ display: 'block', width, height }} aria-hidden="true" />
}

/**
 * A page's shape while its data is on the way: a title, a main card and a few rows. `label` is what
 * a screen reader hears instead of the grey shapes.
 */
export function PageSkeleton({ label = 'Loading the page' }: { label?: string }) {
  return (
    <div className="ui-page-skeleton" role="status" aria-busy="true" aria-label={label}>
      <Skeleton width="55%" height={30} />
      <div className="ui-page-skeleton__card">
        <Skeleton width={96} height={20} />
        <Skeleton width="80%" height={22} />
        <Skeleton width="95%" />
        <Skeleton width={140} height={44} />
      </div>
      {[0, 1, 2].map((row) => (
        <div key={row} className="ui-page-skeleton__row">
          <Skeleton width={40} height={40} />
          <span className="ui-page-skeleton__lines">
            <Skeleton width="70%" />
            <Skeleton width="40%" height={12} />
          </span>
        </div>
      ))}
    </div>
  )
}

/** A thin bar at the top while the next page loads (after a short delay, so fast pages show none). */
export function RouteProgress() {
  const navigation = useNavigation()
  if (navigation.state === 'idle') return null
  return <div className="ui-route-progress" role="progressbar" aria-label="Loading the page" style={{ animationDelay: '150ms' }} />
}
