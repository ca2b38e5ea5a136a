import { useId } from 'react'

type GrowthChartProps = {
  labels: readonly string[]
  startLabel: string
  goalLabel: string
}

const width = 340
const height = 220
const plot = { left: 20, right: 320, top: 44, bottom: 172 }

/** Slow start, fast finish: the usual shape of a "your progress" projection. */
const rise = (t: number) => 0.1 + 0.9 * t ** 1.8
const x = (t: number) => plot.left + (plot.right - plot.left) * t
const y = (t: number) => plot.bottom - (plot.bottom - plot.top) * rise(t)

const steps = Array.from({ length: 25 }, (_, i) => i / 24)
const curve = steps.map((t, i) => `${i === 0 ? 'M' : 'L'}${x(t).toFixed(1)},${y(t).toFixed(1)}`).join(' ')
const area = `${curve} L${plot.right},${plot.bottom} L${plot.left},${plot.bottom} Z`

/** A pill of text above a point; its width is estimated from the text (system fonts, 12px). */
function Badge({ cx, cy, text, align, tone }: { cx: number; cy: number; text: string; align: 'start' | 'end'; tone: 'muted' | 'accent' }) {
  const w = Math.min(width - 8, text.length * 6.8 + 20)
  const left = align === 'start' ? Math.max(4, cx - 14) : Math.min(width - 4 - w, cx + 14 - w)
  const top = cy - 38
  return (
    <g className={`f-chart__badge f-chart__badge--${tone}`}>
      <rect x={left} y={top} width={w} height={24} rx={12} />
      <text x={left + w / 2} y={top + 16} textAnchor="middle">
        {text}
      </text>
    </g>
  )
}

/** An inline SVG growth curve; decorative detail is inside one role="img" with a spoken summary. */
export function GrowthChart({ labels, startLabel, goalLabel }: GrowthChartProps) {
  const gradientId = useId()
  const summary = `Growth curve rising from ${startLabel} to ${goalLabel} over ${labels.join(', ')}`
  return (
    <svg className="f-chart" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={summary}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#6d28d9" stopOpacity="0.28" />
          <stop offset="100%" stopColor="#6d28d9" stopOpacity="0" />
        </linearGradient>
      </defs>
      {labels.map((label, i) => {
        const t = (i + 0.5) / labels.length
        return (
          <g key={`${label}-${i}`}>
            <line className="f-chart__grid" x1={x(t)} x2={x(t)} y1={plot.top - 8} y2={plot.bottom} />
            <text className="f-chart__tick" x={x(t)} y={height - 16} textAnchor="middle">
              {label}
            </text>
          </g>
        )
      })}
      <line className="f-chart__axis" x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} />
      <path d={area} fill={`url(#${gradientId})`} />
      <path className="f-chart__line" d={curve} pathLength={1} />
      <circle className="f-chart__point" cx={x(0)} cy={y(0)} r={6} />
      <circle className="f-chart__point f-chart__point--goal" cx={x(1)} cy={y(1)} r={8} />
      <Badge cx={x(0)} cy={y(0)} text={startLabel} align="start" tone="muted" />
      <Badge cx={x(1)} cy={y(1)} text={goalLabel} align="end" tone="accent" />
    </svg>
  )
}
