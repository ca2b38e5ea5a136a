import { useId, useState } from 'react'
import { type Platform, projectionSeries } from '../rules/growth-projection'

const platforms: { id: Platform; label: string }[] = [
  { id: 'instagram', label: 'Instagram' },
  { id: 'tiktok', label: 'TikTok' },
  { id: 'youtube', label: 'YouTube' },
]
const days = 90
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 })

/** The creator landing's audience projection: 90 days from today's follower count. */
export function GrowthProjection() {
  const id = useId()
  const [platform, setPlatform] = useState<Platform>('instagram')
  const [start, setStart] = useState(1000)
  const series = projectionSeries(start, days, platform)
  const top = Math.max(...series)
  const points = series.map((value, day) => `${(day / days) * 300},${150 - (value / top) * 140}`).join(' ')
  const final = series.at(-1) ?? start

  return (
    <section className="l-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>See where 90 days of AI content can take you</h2>
      <div className="l-projection-controls">
        <fieldset>
          <legend>Platform</legend>
          {platforms.map((item) => (
            <label key={item.id} className="l-chip">
              <input type="radio" name={`${id}-platform`} checked={platform === item.id} onChange={() => setPlatform(item.id)} />
              {item.label}
            </label>
          ))}
        </fieldset>
        <label>
          Followers today
          <input
            type="number"
            min={1}
            max={1_000_000}
            value={start}
            onChange={(event) => setStart(Math.min(1_000_000, Math.max(1, Number(event.target.value) || 1)))}
          />
        </label>
      </div>
      <svg
        viewBox="0 0 300 160"
        className="l-chart"
        role="img"
        aria-label={`Projected followers after ${days} days: ${compact.format(final)}`}
      >
        <polyline points={points} fill="none" stroke="currentColor" strokeWidth="3" />
      </svg>
      <p className="l-result">
        Projected after {days} days: <strong>{compact.format(final)} followers</strong>
      </p>
      <p className="l-note">A projection, not a promise: results depend on your niche and consistency.</p>
    </section>
  )
}
