import { getPayloadClient } from '../../../cms/get-payload'
import { funnelReportInputSchema } from '../../../schemas/analytics/funnel-report'
import { defaultExperiment } from '../../../schemas/funnel/experiment'
import { getFunnel } from '../../funnel/server/funnel.server'
import { parseOrProblem } from '../../http/problem'
import type { WeightSetting } from '../rules/experiment-periods'
import { buildFunnelReport, type FunnelReport } from '../rules/funnel-report'
import { periodOf, reportRange } from '../rules/rollup-period'
import { allSources } from '../rules/traffic'
import { getAnalyticsStore } from './analytics-store.server'
import { refreshRollups } from './rollup-job.server'

/**
 * The marketer's funnel report (issue #16) — see rules/funnel-report.ts for what it holds. Reads
 * rollups only, after bringing them up to date when the last pass is more than a minute old. Bad
 * input is a 400 problem naming the fields. For staff only: the caller checks who is asking.
 */
export async function funnelReport(query: unknown): Promise<FunnelReport> {
  const input = parseOrProblem(funnelReportInputSchema, query, 'Invalid report')
  const asOf = await refreshRollups()
  const range = reportRange(input.from, input.to, input.timeZone)
  const settings = await experimentSettings()
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
  const [rollup, changeHours, screenOrders] = await Promise.all([
    store.readRollups({ spans: range.spans, funnelIds: [...new Set([input.funnelId, ...candidates])], source }),
    candidates.length && changeDays.length
      ? store.readRollups({
          spans: changeDays.map((day) => ({ grain: 'hour' as const, first: `${day}T00`, last: `${day}T23` })),
          funnelIds: candidates,
          source,
          stepsOnly: true,
        })
      : { screens: [], steps: [] },
    screenOrdersOf([input.funnelId, ...candidates]),
  ])
  const sampleSteps = [...rollup.steps.filter((row) => !changeDays.includes(row.period)), ...changeHours.steps]
  return buildFunnelReport({ input, range, asOf, rollup, sampleSteps, screenOrders, settings })
}

/**
 * The experiment's weights over time: the defaults until its first save, then every saved version
 * (the experiment global keeps them) from the moment it was saved.
 */
async function experimentSettings(): Promise<WeightSetting[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.findGlobalVersions({ slug: 'experiment', sort: 'createdAt', limit: 1000, depth: 0, overrideAccess: true })
  const weightsOf = (variants: readonly { funnelId: string; weight: number }[]) =>
    Object.fromEntries(variants.map((variant) => [variant.funnelId, variant.weight]))
  return [
    { from: -Infinity, weights: weightsOf(defaultExperiment.variants) },
    ...docs.flatMap((doc) =>
      doc.version.variants?.length ? [{ from: Date.parse(doc.createdAt), weights: weightsOf(doc.version.variants) }] : [],
    ),
  ]
}

/** Each funnel's screens in its published definition's order (none for a funnel no longer published). */
async function screenOrdersOf(funnelIds: readonly string[]): Promise<Record<string, string[]>> {
  const unique = [...new Set(funnelIds)]
  const definitions = await Promise.all(unique.map((funnelId) => getFunnel(funnelId)))
  return Object.fromEntries(unique.map((funnelId, i) => [funnelId, definitions[i]?.screens.map((screen) => screen.id) ?? []]))
}
