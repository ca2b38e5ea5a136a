'use client'
import { useConfig } from '@payloadcms/ui'
import { reportViewPath } from '../analytics/paths'
import { periodNames } from '../analytics/period-names'
import { ExperimentPeriodPicker } from './ExperimentPeriodPicker'
import { useExperimentStanding } from './use-experiment-facts'

/** Above the variants: the test's verdict in one sentence, as the dashboard says it, and the way to the report. */
export function ExperimentVerdict() {
  const standing = useExperimentStanding()
  const { config } = useConfig()
  if (standing.status !== 'ready') {
    return (
      <section className="experiment-editor__verdict" aria-label="How the test is doing">
        <ExperimentPeriodPicker />
        <p aria-live="polite">{standing.status === 'loading' ? 'Reading how the test is doing…' : standing.reason}</p>
      </section>
    )
  }
  const { experiment, period, from, to, timeZone } = standing.value
  const report = `${config.routes.admin}${reportViewPath}?${new URLSearchParams({
    ...(experiment ? { funnelId: experiment.reportFunnelId } : {}),
    from,
    to,
    timeZone,
  })}`
  return (
    <section className="experiment-editor__verdict" aria-label="How the test is doing">
      <ExperimentPeriodPicker />
      <p aria-live="polite" className={`experiment-editor__sentence experiment-editor__sentence--${experiment?.verdict.tone ?? 'none'}`}>
        {experiment ? experiment.verdict.sentence : 'No experiment is running: fewer than two funnels take new visitors.'}
      </p>
      <p className="experiment-editor__note">
        {periodNames[period]}. <a href={report}>See the experiment in the funnel report</a>
      </p>
    </section>
  )
}
