/** A small trend line of daily values; gaps (nothing to divide by) break the line. Decorative: the figure beside it says the number. */
export function Sparkline({ values }: { values: readonly (number | null)[] }) {
  const width = 120
  const height = 32
  const known = values.filter((value): value is number => value !== null)
  const max = Math.max(...known, 0)
  const min = Math.min(...known, 0)
  const span = max - min || 1
  const step = values.length > 1 ? width / (values.length - 1) : width
  const point = (value: number, i: number) => `${(i * step).toFixed(1)},${(height - 2 - ((value - min) / span) * (height - 4)).toFixed(1)}`
  const runs: string[] = []
  let run: string[] = []
  values.forEach((value, i) => {
    if (value === null) {
      if (run.length) runs.push(run.join(' '))
      run = []
    } else run.push(point(value, i))
  })
  if (run.length) runs.push(run.join(' '))
  return (
    <svg
      className="dashboard-kpi__trend"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      aria-hidden="true"
      focusable="false"
    >
      {runs.map((points) =>
        points.includes(' ') ? (
          <polyline key={points} points={points} fill="none" />
        ) : (
          <circle key={points} cx={points.split(',')[0]} cy={points.split(',')[1]} r="1.5" />
        ),
      )}
    </svg>
  )
}
