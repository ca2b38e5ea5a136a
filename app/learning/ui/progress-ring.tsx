/** Percent as shown: whole, between 0 and 100, whatever the caller had. */
export const ringPercent = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.min(100, Math.floor(value))) : 0)

/**
 * Progress as a ring with its percent in the middle. It is a progressbar to assistive technology
 * (name, value and a text value); the ring itself is decoration.
 */
export function ProgressRing({
  value,
  label,
  size = 48,
  valueTestId,
}: {
  value: number
  label: string
  size?: number
  valueTestId?: string
}) {
  const percent = ringPercent(value)
  const stroke = Math.max(4, Math.round(size / 10))
  const radius = (size - stroke) / 2
  const circumference = 2 * Math.PI * radius
  return (
    <div
      className="progress-ring"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}% complete`}
      style={{ width: size, height: size }}
    >
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
        <circle className="progress-ring__track" cx={size / 2} cy={size / 2} r={radius} strokeWidth={stroke} fill="none" />
        <circle
          className="progress-ring__value"
          cx={size / 2}
          cy={size / 2}
          r={radius}
          strokeWidth={stroke}
          fill="none"
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - percent / 100)}
          transform={`rotate(-90 ${size / 2} ${size / 2})`}
        />
      </svg>
      <span className="progress-ring__label" data-testid={valueTestId} style={{ fontSize: Math.max(11, Math.round(size / 4)) }}>
        {percent}%
      </span>
    </div>
  )
}
