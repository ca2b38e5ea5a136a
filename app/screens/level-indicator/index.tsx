import { useId, type CSSProperties } from 'react'
import type { Level } from '@schemas/content/level'
import { OptionIcon } from '../shared/option-icon'
import { InfoLayout } from '../shared/info-layout'
import { KeepTogether } from '../shared/keep-together'
import type { ScreenProps } from '../types'

const levels: readonly Level[] = ['Low', 'Moderate', 'High']

/**
 * A three-segment gauge with a marker on the derived level, then the mark that goes with it. Both
 * come from `view.level` (engine/level.ts `deriveLevel`), never from the screen's raw copy, so the
 * marker and its words always name the same level.
 */
export function LevelIndicatorScreen(props: ScreenProps<'LevelIndicator'>) {
  const { screen, view } = props
  const labelId = useId()
  const value = view.level?.value
  const mark = view.level?.mark
  const position = value ? (levels.indexOf(value) + 0.5) / levels.length : undefined

  return (
    <InfoLayout props={props}>
      <div className="f-gauge-card">
        <p id={labelId} className="f-gauge__label">
          {screen.label}
        </p>
        <div
          className="f-gauge"
          role="meter"
          aria-labelledby={labelId}
          aria-valuemin={1}
          aria-valuemax={levels.length}
          aria-valuenow={value ? levels.indexOf(value) + 1 : undefined}
          aria-valuetext={value}
        >
          <div className="f-gauge__bar" aria-hidden="true">
            {levels.map((level) => (
              <span key={level} className={`f-gauge__segment f-gauge__segment--${level.toLowerCase()}`} />
            ))}
          </div>
          {position !== undefined ? (
            <span className="f-gauge__marker" aria-hidden="true" style={{ '--f-position': position } as CSSProperties}>
              You
            </span>
          ) : null}
          <div className="f-gauge__legend" aria-hidden="true">
            {levels.map((level) => (
              <span key={level} data-current={level === value || undefined}>
                {level}
              </span>
            ))}
          </div>
        </div>
        {mark ? (
          <div className="f-mark" data-level={value}>
            {mark.icon ? <OptionIcon icon={mark.icon} /> : null}
            <p className="f-mark__title">{mark.title}</p>
            <p className="f-mark__text">
              <KeepTogether text={mark.description} />
            </p>
          </div>
        ) : null}
      </div>
    </InfoLayout>
  )
}
