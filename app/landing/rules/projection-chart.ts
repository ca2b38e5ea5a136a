/**
 * The creator landing's chart geometry: a plot area inside a fixed viewBox, "nice" value ticks
 * (1, 2 or 5 × a power of ten) from 0 to at least the largest value, and day ticks every 30 days.
 */
export const chartBox = { width: 340, height: 210, left: 44, right: 26, top: 16, bottom: 30 } as const

export type Tick = { value: number; position: number }

/** A step of 1, 2 or 5 × 10ⁿ that covers `max` in at most `count` steps. */
export function niceStep(max: number, count = 4): number {
  const raw = Math.max(max, 1) / count
  const power = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= raw)
  return step ?? 10 * power
}

export type ProjectionChart = {
  xTicks: Tick[]
  yTicks: Tick[]
  points: { x: number; y: number }[]
  yMax: number
}

/** Positions (in viewBox units) for one value per day, day 0 first. */
export function projectionChart(series: readonly number[], dayStep = 30): ProjectionChart {
  const days = Math.max(series.length - 1, 1)
  const step = niceStep(Math.max(...series, 1))
  const yMax = Math.ceil(Math.max(...series, 1) / step) * step
  const plotWidth = chartBox.width - chartBox.left - chartBox.right
  const plotHeight = chartBox.height - chartBox.top - chartBox.bottom
  const x = (day: number) => chartBox.left + (day / days) * plotWidth
  const y = (value: number) => chartBox.top + plotHeight - (value / yMax) * plotHeight
  const yTicks = Array.from({ length: Math.round(yMax / step) + 1 }, (_, index) => ({ value: index * step, position: y(index * step) }))
  const xTicks = Array.from({ length: Math.floor(days / dayStep) + 1 }, (_, index) => ({
    value: index * dayStep,
    position: x(index * dayStep),
  }))
  return { xTicks, yTicks, points: series.map((value, day) => ({ x: x(day), y: y(value) })), yMax }
}
