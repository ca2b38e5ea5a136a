import type { DropOffReport } from '../rules/drop-off-report'
import type { ScreenName } from '../rules/funnel-report'
import type { FunnelStep } from '../rules/session-path'
import { formatCount, formatDuration, formatPercent } from './report-format'

export const stepLabels: Record<FunnelStep, string> = {
  started: 'Started the quiz',
  email: 'Reached the email screen',
  paywall: 'Saw the paywall',
  checkout: 'Went to checkout',
  purchase: 'Bought a plan',
}

/** Screens in the funnel definition's order (see drop-off-report.ts); a screen skipped by a rule is neither seen nor dropped. */
export function ScreensTable({ screens, names }: { screens: DropOffReport['screens']; names?: readonly ScreenName[] }) {
  const byId = names && new Map(names.map((name) => [name.screenId, name]))
  return (
    <table className="report-table">
      <caption>Screens, in funnel order (sessions that were shown each screen)</caption>
      <thead>
        <tr>
          <th scope="col">Screen</th>
          <th scope="col">Saw</th>
          <th scope="col">Went on</th>
          <th scope="col">Drop-off</th>
          <th scope="col">Median time on screen</th>
        </tr>
      </thead>
      <tbody>
        {screens.map((screen) => (
          <tr key={screen.screenId}>
            <th scope="row">{byId ? <ScreenLabel screenId={screen.screenId} name={byId.get(screen.screenId)} /> : screen.screenId}</th>
            <td>{formatCount(screen.saw)}</td>
            <td>{formatCount(screen.wentOn)}</td>
            <td>{formatPercent(screen.dropOffRate)}</td>
            <td>{formatDuration(screen.medianTimeOnScreenMs)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function StepsTable({ steps }: { steps: DropOffReport['steps'] }) {
  return (
    <table className="report-table">
      <caption>Reach of the funnel&apos;s steps</caption>
      <thead>
        <tr>
          <th scope="col">Step</th>
          <th scope="col">Sessions</th>
          <th scope="col">Of started</th>
        </tr>
      </thead>
      <tbody>
        {steps.map((step) => (
          <tr key={step.step}>
            <th scope="row">{stepLabels[step.step]}</th>
            <td>{formatCount(step.sessions)}</td>
            <td>{formatPercent(step.shareOfStarted)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The screen's title, its type and place as secondary text; a screen no longer in the funnel says so. */
function ScreenLabel({ screenId, name }: { screenId: string; name: ScreenName | undefined }) {
  if (!name)
    return (
      <span className="report-screen">
        <span className="report-screen__title">A removed screen</span>{' '}
        <small className="report-screen__meta">not in the published funnel</small>
      </span>
    )
  return (
    <span className="report-screen" data-screen-id={screenId}>
      <span className="report-screen__title">{name.title}</span>{' '}
      <small className="report-screen__meta">
        {name.type} · screen {name.position}
      </small>
    </span>
  )
}

/** A screen's title for a chart label (its id where the definitions were not read). */
export const screenTitle = (screenId: string, names: readonly ScreenName[] | undefined) =>
  names ? (names.find((name) => name.screenId === screenId)?.title ?? 'A removed screen') : screenId
