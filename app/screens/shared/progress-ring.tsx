import { useEffect, useState, type CSSProperties } from 'react'

type ProgressRingProps = {
  percent: number
  seconds: number
  labelledBy: string
}

/**
 * A ring that fills over `seconds` with a CSS animation (started on mount, in step with the
 * percent clock). With reduced motion the animation is off and the ring follows `percent`.
 */
export function ProgressRing({ percent, seconds, labelledBy }: ProgressRingProps) {
  const [running, setRunning] = useState(false)
  useEffect(() => setRunning(true), [])
  const style = { '--f-progress': percent / 100, '--f-duration': `${seconds}s` } as CSSProperties
  return (
    <div
      className={`f-ring${running ? ' f-ring--running' : ''}`}
      role="progressbar"
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      style={style}
    >
      <svg viewBox="0 0 120 120" width="160" height="160" aria-hidden="true" focusable="false">
        <circle className="f-ring__track" cx="60" cy="60" r="52" pathLength={100} />
        <circle className="f-ring__fill" cx="60" cy="60" r="52" pathLength={100} />
      </svg>
      <span className="f-ring__value" aria-hidden="true">
        {percent}%
      </span>
    </div>
  )
}
