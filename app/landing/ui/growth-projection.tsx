import { useId, useState } from 'react'
import { type Platform, projectionSeries } from '../rules/growth-projection'
import { chartBox, projectionChart } from '../rules/projection-chart'

const platforms: { id: Platform; label: string }[] = [
  { id: 'instagram', label: 'Instagram' },
  { id: 'tiktok', label: 'TikTok' },
  { id: 'youtube', label: 'YouTube' },
]
const days = 90
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 })

/** The creator landing's audience projection: 90 days from today's follower count, on labelled axes. */
export function GrowthProjection() {
  const id = useId()
  const [platform, setPlatform] = useState<Platform>('instagram')
  const [start, setStart] = useState(1000)
  const series = projectionSeries(start, days, platform)
  const chart = projectionChart(series)
  const final = series.at(-1) ?? start
  const end = chart.points.at(-1)!
  const plotRight = chartBox.width - chartBox.right
  const plotBottom = chartBox.height - chartBox.bottom
  const line = chart.points.map((point) => `${point.x.toFixed(1)},${point.y.toFixed(1)}`).join(' ')
  const area = `${chartBox.left},${plotBottom} ${line} ${plotRight},${plotBottom}`

  return (
    <section className="l-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>See where 90 days of AI content can take you</h2>
      <div className="l-projection">
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
        <figure className="l-chart-figure">
          <svg
            viewBox={`0 0 ${chartBox.width} ${chartBox.height}`}
            className="l-chart"
            role="img"
            aria-label={`Projected followers: ${compact.format(start)} today, ${compact.format(final)} after ${days} days`}
          >
            <g className="l-chart-grid">
              {chart.yTicks.map((tick) => (
                <g key={tick.value} data-testid="y-tick">
                  <line x1={chartBox.left} x2={plotRight} y1={tick.position} y2={tick.position} />
                  <text x={chartBox.left - 6} y={tick.position + 4} textAnchor="end">
                    {compact.format(tick.value)}
                  </text>
                </g>
              ))}
            </g>
            <g className="l-chart-axis">
              <line x1={chartBox.left} x2={plotRight} y1={plotBottom} y2={plotBottom} />
              {chart.xTicks.map((tick) => (
                <g key={tick.value} data-testid="x-tick">
                  <line x1={tick.position} x2={tick.position} y1={plotBottom} y2={plotBottom + 5} />
                  <text x={tick.position} y={plotBottom + 18} textAnchor="middle">
                    {tick.value === 0 ? 'Today' : `Day ${tick.value}`}
                  </text>
                </g>
              ))}
            </g>
            <polygon points={area} className="l-chart-area" />
            <polyline points={line} className="l-chart-line" />
            <circle cx={end.x} cy={end.y} r={5} className="l-chart-dot" />
            <text x={end.x - 8} y={Math.max(end.y - 10, chartBox.top + 10)} textAnchor="end" className="l-chart-value">
              {compact.format(final)}
            </text>
          </svg>
          <figcaption className="l-note">Followers (vertical) over the next {days} days (horizontal).</figcaption>
        </figure>
      </div>
      <p className="l-result">
        Projected after {days} days: <strong>{compact.format(final)} followers</strong>
      </p>
      <p className="l-note">A projection, not a promise: results depend on your niche and consistency.</p>
    </section>
  )
}
