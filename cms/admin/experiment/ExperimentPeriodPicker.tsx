'use client'
import { recentPeriods } from '@schemas/analytics/recent-period'
import { periodNames } from '../analytics/period-names'
import { chooseExperimentPeriod, useExperimentPeriod } from './experiment-period'
import './experiment.scss'

/** Which days the verdict and the standings cover: the dashboard's periods, one choice for the whole editor. */
export function ExperimentPeriodPicker() {
  const period = useExperimentPeriod()
  return (
    <div className="experiment-editor__periods" role="group" aria-label="Period of the results">
      {recentPeriods.map((one) => (
        <button
          key={one}
          type="button"
          className="experiment-editor__period"
          aria-pressed={one === period}
          onClick={() => chooseExperimentPeriod(one)}
        >
          {periodNames[one]}
        </button>
      ))}
    </div>
  )
}
