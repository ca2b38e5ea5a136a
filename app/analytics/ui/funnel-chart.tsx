import { chartLabelLines } from '../rules/chart-label-lines'
import { formatCount, formatPercent } from './report-format'

export type FunnelBar = { label: string; count: number }

const barHeight = 26
const gap = 22
const labelWidth = 180
const chartWidth = 640

/**
 * The funnel as bars, widest first, with the share lost between each step and the next. Written
 * as SVG on the server (no chart library, no script); the tables beside it carry the same numbers
 * for screen readers and the CSV.
 */
export function FunnelChart({ title, bars }: { title: string; bars: readonly FunnelBar[] }) {
  const max = Math.max(1, ...bars.map((bar) => bar.count))
  const height = bars.length * (barHeight + gap)
  const barArea = chartWidth - labelWidth - 70
  return (
    <figure className="funnel-chart">
      <figcaption>{title}</figcaption>
      <svg viewBox={`0 0 ${chartWidth} ${height}`} width="100%" aria-hidden="true" focusable="false">
        {bars.map((bar, index) => {
          const y = index * (barHeight + gap)
          const width = Math.max(2, (bar.count / max) * barArea)
          const previous = bars[index - 1]
          const lost = previous && previous.count > 0 ? (previous.count - bar.count) / previous.count : null
          return (
            <g key={`${bar.label}-${index}`} transform={`translate(0 ${y})`}>
              {lost !== null ? (
                <text x={labelWidth} y={-6} className="funnel-chart__lost">
                  {lost > 0 ? `−${formatPercent(lost)}` : formatPercent(0)}
                </text>
              ) : null}
              <BarLabel label={bar.label} />
              <rect x={labelWidth} width={width} height={barHeight} rx={3} className="funnel-chart__bar" />
              <text x={labelWidth + width + 6} y={barHeight / 2 + 5} className="funnel-chart__count">
                {formatCount(bar.count)}
              </text>
            </g>
          )
        })}
      </svg>
    </figure>
  )
}

/** A screen title on up to two lines beside its bar, whole in its hover title. */
function BarLabel({ label }: { label: string }) {
  const lines = chartLabelLines(label)
  const lineHeight = 14
  const first = barHeight / 2 + 5 - ((lines.length - 1) * lineHeight) / 2
  return (
    <text x={labelWidth - 8} y={first} textAnchor="end" className="funnel-chart__label">
      <title>{label}</title>
      {lines.map((line, index) => (
        <tspan key={index} x={labelWidth - 8} dy={index === 0 ? 0 : lineHeight}>
          {line}
        </tspan>
      ))}
    </text>
  )
}
