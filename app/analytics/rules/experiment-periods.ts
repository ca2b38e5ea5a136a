import type { StepRollup } from './funnel-rollup'
import { dayMs, hourMs, periodStartMs } from './rollup-period'
import { checkSampleRatio, type SampleRatioCheck } from './sample-ratio-mismatch'

/** The weights the experiment ran with from `from` (ms; -Infinity for the defaults before any save) until the next setting. */
export type WeightSetting = { from: number; weights: Readonly<Record<string, number>> }

/** A stretch of the report's range with one set of weights, and its sample-ratio check. */
export type SamplePeriod = {
  from: string
  to: string
  weights: Record<string, number>
  visitors: Record<string, number>
  check: SampleRatioCheck | null
}

/**
 * The settings in force during [from, to), each cut to the range. Settings must be sorted by `from`.
 */
export function settingsInForce(
  settings: readonly WeightSetting[],
  from: number,
  to: number,
): { from: number; to: number; weights: Record<string, number> }[] {
  const periods: { from: number; to: number; weights: Record<string, number> }[] = []
  settings.forEach((setting, i) => {
    const start = Math.max(setting.from, from)
    const end = Math.min(settings[i + 1]?.from ?? Infinity, to)
    if (end > start) periods.push({ from: start, to: end, weights: { ...setting.weights } })
  })
  return periods
}

/**
 * The sample-ratio test split where the weights changed: each period's visitors (steps rows of
 * hours or days) against that period's weights. A row counts in a period only when it lies wholly
 * inside it, so the caller passes the day of a change as hours, and the hour in which a change was
 * saved — its visitors drawn partly under each setting — is left out of both tests (its visitors
 * still count everywhere else in the report).
 */
export function samplePeriods(
  settings: readonly WeightSetting[],
  steps: readonly StepRollup[],
  arms: readonly string[],
  from: number,
  to: number,
): SamplePeriod[] {
  return settingsInForce(settings, from, to).map((period) => {
    const visitors = Object.fromEntries(arms.map((arm) => [arm, 0]))
    for (const row of steps) {
      const start = periodStartMs(row.period)
      const length = row.period.length === 10 ? dayMs : hourMs
      if (row.variant === null || !(row.variant in visitors) || start < period.from || start + length > period.to) continue
      visitors[row.variant]! += row.started
    }
    const weights = Object.fromEntries(arms.map((arm) => [arm, period.weights[arm] ?? 0]))
    return {
      from: new Date(period.from).toISOString(),
      to: new Date(period.to).toISOString(),
      weights,
      visitors,
      check: checkSampleRatio(arms.map((arm) => ({ visitors: visitors[arm]!, weight: weights[arm]! }))),
    }
  })
}
