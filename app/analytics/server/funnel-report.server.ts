import { funnelReportInputSchema } from '@schemas/analytics/funnel-report'
import { experimentHistory } from './experiment-settings.server'
import { getFunnel } from '../../core/funnels.server'
import { parseOrProblem } from '../../core/problem'
import { buildFunnelReport, type FunnelReport, type ScreenName } from '../rules/funnel-report'
import { screenNameOf } from '../rules/screen-names'
import { periodOf, reportRange } from '../rules/rollup-period'
import { allSources } from '../rules/traffic'
import { getAnalyticsStore } from './analytics-store.server'
import { refreshRollups, settleMs } from './rollup-job.server'

/**
 * The marketer's funnel report (issue #16) — see rules/funnel-report.ts for what it holds. Reads
 * rollups only, after bringing them up to date when the last pass is more than a few seconds old. Bad
 * input is a 400 problem naming the fields. For staff only: the caller checks who is asking.
 */
export async function funnelReport(query: unknown): Promise<FunnelReport> {
  const input = parseOrProblem(funnelReportInputSchema, query, 'Invalid report')
  // A pass with nothing new costs a few indexed reads, so a report is at most seconds behind the events.
  const asOf = await refreshRollups({ maxAgeMs: settleMs })
  const range = reportRange(input.from, input.to, input.timeZone)
  const settings = await experimentHistory()
  const from = Date.parse(range.fromUtc)
  const to = Date.parse(range.toUtc)
  const candidates = input.variants ?? [
    ...new Set(
      settings
        .filter((setting, i) => setting.from < to && (settings[i + 1]?.from ?? Infinity) > from)
        .flatMap((setting) => Object.keys(setting.weights)),
    ),
  ]

  const store = await getAnalyticsStore()
  const source = input.source ?? allSources
  // The split sample-ratio test needs hours only where a day row would straddle a weight change.
  const dayRows = range.spans.filter((span) => span.grain === 'day')
  const changeDays = [
    ...new Set(
      settings
        .filter((setting) => setting.from > from && setting.from < to)
        .map((setting) => periodOf(setting.from, 'day'))
        .filter((day) => dayRows.some((span) => span.first <= day && day <= span.last)),
    ),
  ]
  const [rollup, changeHours, screens] = await Promise.all([
    store.readRollups({ spans: range.spans, funnelIds: [...new Set([input.funnelId, ...candidates])], source }),
    candidates.length && changeDays.length
      ? store.readRollups({
          spans: changeDays.map((day) => ({ grain: 'hour' as const, first: `${day}T00`, last: `${day}T23` })),
          funnelIds: candidates,
          source,
          stepsOnly: true,
        })
      : { screens: [], steps: [] },
    screensOf([input.funnelId, ...candidates]),
  ])
  const screenOrders = Object.fromEntries(
    Object.entries(screens).map(([funnelId, names]) => [funnelId, names.map((name) => name.screenId)]),
  )
  const sampleSteps = [...rollup.steps.filter((row) => !changeDays.includes(row.period)), ...changeHours.steps]
  const report = buildFunnelReport({ input, range, asOf, rollup, sampleSteps, screenOrders, settings })
  return { ...report, screenNames: screens }
}

/** Each funnel's screens in its published definition's order, with their titles (none for a funnel no longer published). */
async function screensOf(funnelIds: readonly string[]): Promise<Record<string, ScreenName[]>> {
  const unique = [...new Set(funnelIds)]
  const definitions = await Promise.all(unique.map((funnelId) => getFunnel(funnelId)))
  return Object.fromEntries(
    unique.map((funnelId, i) => [
      funnelId,
      definitions[i]?.screens.map((screen, index, all) => screenNameOf(screen, index, new Date(), all)) ?? [],
    ]),
  )
}
