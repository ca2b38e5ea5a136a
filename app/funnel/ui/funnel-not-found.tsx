import { Link } from '@remix-run/react'
import { GeneralErrorBoundary } from '../../ui/error-boundary'
import type { FunnelNotFound } from '../rules/types'

/** The funnel routes' error view: an unknown funnel id lists the live funnels instead of a dead end. */
export function FunnelErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: ({ data }) => <FunnelList notFound={data as FunnelNotFound} /> }} />
}

function FunnelList({ notFound }: { notFound: Partial<FunnelNotFound> | undefined }) {
  const funnels = notFound?.funnels ?? []
  const mode = notFound?.mode ?? 'onboarding'
  return (
    <div className="fp-not-found">
      <p>
        {notFound?.funnelId ? <>There is no live funnel called “{notFound.funnelId}”.</> : <>That funnel does not exist.</>}{' '}
        {funnels.length > 0 ? 'These are live:' : 'No funnel is published yet.'}
      </p>
      {funnels.length > 0 ? (
        <ul className="fp-funnel-list">
          {funnels.map((funnel) => (
            <li key={funnel.funnelId}>
              <Link to={`/${mode}/${funnel.funnelId}`}>{funnel.title}</Link> <code>{funnel.funnelId}</code>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
