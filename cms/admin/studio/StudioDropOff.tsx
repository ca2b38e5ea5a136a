'use client'
import { reportViewPath } from '../analytics/paths'
import { recentPeriods } from '@schemas/analytics/recent-period'
import { periodNames } from '../analytics/period-names'
import type { DropOffPeriod, DropOffState } from './use-screen-drop-off'

type Props = { period: DropOffPeriod; state: DropOffState; onPeriod: (period: DropOffPeriod) => void; admin?: string }

/** Which period the screen list's drop-off covers, how many visitors that is, and the report behind it. */
export function StudioDropOff({ period, state, onPeriod, admin = '/admin' }: Props) {
  const figures = state.status === 'ready' ? state.figures : null
  const reportHref = figures ? `${admin}${reportViewPath}?${new URLSearchParams(figures.report)}` : undefined
  return (
    <section className="studio-drop-off" aria-labelledby="studio-drop-off-title">
      <h2 id="studio-drop-off-title" className="studio-drop-off__title">
        Where visitors leave
      </h2>
      <div className="studio-drop-off__periods" role="group" aria-label="Drop-off period">
        {recentPeriods.map((one) => (
          <button
            key={one}
            type="button"
            className="studio-button studio-button--small"
            aria-pressed={one === period}
            onClick={() => onPeriod(one)}
          >
            {periodNames[one]}
          </button>
        ))}
      </div>
      <p className="studio-drop-off__note" aria-live="polite">
        {state.status === 'loading' ? 'Reading the report…' : null}
        {state.status === 'none' ? state.reason : null}
        {figures ? (
          <>
            {figures.visitors === 1 ? '1 visitor' : `${new Intl.NumberFormat('en-US').format(figures.visitors)} visitors`} of the published
            funnel; each screen shows the share who left on it. <a href={reportHref}>Open in the funnel report</a>
          </>
        ) : null}
      </p>
    </section>
  )
}
