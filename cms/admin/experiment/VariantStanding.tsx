'use client'
import { useFormFields } from '@payloadcms/ui'
import type { UIFieldClientProps } from 'payload'
import { periodNames } from '../analytics/period-names'
import { useExperimentPeriod } from './experiment-period'
import { rowPathOf, useExperimentStanding } from './use-experiment-facts'

/** Beside a variant: where it stands in the test now (the dashboard's verdict, per variant), and what pausing means. */
export function VariantStanding({ path }: UIFieldClientProps) {
  const row = rowPathOf(path)
  const funnelId = useFormFields(([fields]) => fields[`${row}.funnelId`]?.value)
  const paused = useFormFields(([fields]) => fields[`${row}.paused`]?.value) === true
  const weight = useFormFields(([fields]) => fields[`${row}.weight`]?.value)
  const standing = useExperimentStanding()
  const period = periodNames[useExperimentPeriod()]
  const now =
    standing.status === 'loading'
      ? 'Reading how it is doing…'
      : standing.status === 'failed'
        ? standing.reason
        : typeof funnelId === 'string' && standing.value.experiment?.standings[funnelId]
          ? standing.value.experiment.standings[funnelId]
          : `No results for this funnel: ${period.toLowerCase()}.`
  return (
    <div className="experiment-editor__standing" aria-live="polite">
      <p>
        <strong>{period}:</strong> {now}
      </p>
      {paused ? (
        <p className="experiment-editor__paused">
          Paused: no new visitors are sent here; visitors already in it keep it. Its {typeof weight === 'number' ? `${weight} %` : ''} share
          comes back when you resume it.
        </p>
      ) : null}
    </div>
  )
}
