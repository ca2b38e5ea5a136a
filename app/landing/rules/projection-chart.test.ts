import { describe, expect, it } from 'vitest'
import { projectionSeries } from './growth-projection'
import { chartBox, niceStep, projectionChart } from './projection-chart'

describe('niceStep', () => {
  it('is 1, 2 or 5 times a power of ten and covers the maximum in at most four steps', () => {
    expect(niceStep(2432)).toBe(1000)
    expect(niceStep(1_000_000)).toBe(500_000)
    expect(niceStep(7)).toBe(2)
    expect(niceStep(0)).toBe(0.5)
  })
})

describe('projectionChart', () => {
  const series = projectionSeries(1000, 90, 'instagram')
  const chart = projectionChart(series)
  const plotBottom = chartBox.height - chartBox.bottom

  it('has value ticks from 0 up to the first nice number at or above the largest value', () => {
    const values = chart.yTicks.map((tick) => tick.value)
    expect(values[0]).toBe(0)
    expect(values.at(-1)).toBe(chart.yMax)
    expect(chart.yMax).toBeGreaterThanOrEqual(Math.max(...series))
    expect(chart.yMax - niceStep(Math.max(...series))).toBeLessThan(Math.max(...series))
    expect(chart.yTicks[0]!.position).toBe(plotBottom)
    expect(chart.yTicks.at(-1)!.position).toBe(chartBox.top)
  })

  it('has a day tick every 30 days across the plot', () => {
    expect(chart.xTicks.map((tick) => tick.value)).toEqual([0, 30, 60, 90])
    expect(chart.xTicks[0]!.position).toBe(chartBox.left)
    expect(chart.xTicks.at(-1)!.position).toBe(chartBox.width - chartBox.right)
  })

  it('puts each day’s value on the same scale as the ticks', () => {
    expect(chart.points).toHaveLength(91)
    const last = chart.points.at(-1)!
    const height = plotBottom - chartBox.top
    expect(last.y).toBeCloseTo(plotBottom - (series.at(-1)! / chart.yMax) * height)
    for (const point of chart.points) expect(point.y).toBeGreaterThanOrEqual(chartBox.top)
  })
})
