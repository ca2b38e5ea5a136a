/** How far along something is, 0–1, as a bar (no browser <progress> look). */
export function ProgressBar({ value, label }: { value: number | null; label: string }) {
  // null: work whose length we cannot know (a video being made) — a moving bar, no number announced.
  if (value === null) {
    return (
      <div className="ui-progress ui-progress--indeterminate" role="progressbar" aria-label={label}>
        <div className="ui-progress__fill" />
      </div>
    )
  }
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100)
  return (
    <div className="ui-progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <div className="ui-progress__fill" style={{ width: `${percent}%` }} />
    </div>
  )
}

/** The same as a ring, with the percentage in the middle. */
export function ProgressRing({ value, label, size = 56 }: { value: number; label: string; size?: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100)
  const stroke = 6
  const radius = (size - stroke) / 2
  const circumference = 2 * Math.PI * radius
  return (
    <div className="ui-ring" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <svg width={size} height={size} aria-hidden="true">
        <circle className="ui-ring__track" cx={size / 2} cy={size / 2} r={radius} fill="none" strokeWidth={stroke} />
        <circle
          className="ui-ring__fill"
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - percent / 100)}
        />
      </svg>
      <span className="ui-ring__label" aria-hidden="true">
        {percent}%
      </span>
    </div>
  )
}
