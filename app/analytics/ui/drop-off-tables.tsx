import type { DropOffReport } from '../rules/drop-off-report'
import type { FunnelStep } from '../rules/session-path'
import { formatCount, formatDuration, formatPercent } from './report-format'

export const stepLabels: Record<FunnelStep, string> = {
  started: 'Started',
  email: 'Email screen',
  paywall: 'Paywall',
  checkout: 'Checkout',
  purchase: 'Purchase',
}

/** Screens in the funnel definition's order (see drop-off-report.ts); a screen skipped by a rule is neither seen nor dropped. */
export function ScreensTable({ screens }: { screens: DropOffReport['screens'] }) {
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
            <th scope="row">{screen.screenId}</th>
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
