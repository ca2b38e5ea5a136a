import type { FunnelRollup, ScreenRollup, StepRollup } from './funnel-rollup'
import type { Revenue } from './funnel-session'
import type { Grain } from './rollup-period'
import type { TimeHistogram } from './time-histogram'

export type StoredScreen = { saw: number; wentOn: number; timeOnScreen: TimeHistogram }

/**
 * One row of the Funnel rollups collection: one period × funnel × variant × source, its steps in
 * columns and its screens in one JSON object keyed by screen id. A 30-day report then reads a few
 * hundred rows rather than one per screen (tens of thousands), and a row is what is replaced.
 */
export type StoredRollup = {
  grain: Grain
  period: string
  funnelId: string
  variant: string | null
  source: string
  started: number
  email: number
  paywall: number
  checkout: number
  purchase: number
  revenue: Revenue
  screens: Record<string, StoredScreen>
}

const keyOf = (row: { period: string; funnelId: string; variant: string | null; source: string }) =>
  JSON.stringify([row.period, row.funnelId, row.variant, row.source])

export function toStoredRollups(grain: Grain, rollup: FunnelRollup): StoredRollup[] {
  const rows = new Map<string, StoredRollup>()
  const rowOf = (key: { period: string; funnelId: string; variant: string | null; source: string }) => {
    const id = keyOf(key)
    let row = rows.get(id)
    if (!row) {
      const { period, funnelId, variant, source } = key
      row = {
        grain,
        period,
        funnelId,
        variant,
        source,
        started: 0,
        email: 0,
        paywall: 0,
        checkout: 0,
        purchase: 0,
        revenue: {},
        screens: {},
      }
      rows.set(id, row)
    }
    return row
  }
  for (const { started, email, paywall, checkout, purchase, revenue, ...key } of rollup.steps) {
    Object.assign(rowOf(key), { started, email, paywall, checkout, purchase, revenue })
  }
  for (const { screenId, saw, wentOn, timeOnScreen, ...key } of rollup.screens) rowOf(key).screens[screenId] = { saw, wentOn, timeOnScreen }
  return [...rows.values()]
}

/** Rows as read back; numbers may arrive as text (PostgreSQL numeric). */
export function fromStoredRollups(rows: readonly StoredRollup[]): FunnelRollup {
  const screens: ScreenRollup[] = []
  const steps: StepRollup[] = []
  // Literal objects, no spreads: a 30-day report expands some ten thousand screens here.
  for (const row of rows) {
    const { period, funnelId, source } = row
    const variant = row.variant ?? null
    steps.push({
      period,
      funnelId,
      variant,
      source,
      started: Number(row.started ?? 0),
      email: Number(row.email ?? 0),
      paywall: Number(row.paywall ?? 0),
      checkout: Number(row.checkout ?? 0),
      purchase: Number(row.purchase ?? 0),
      revenue: row.revenue ?? {},
    })
    const stored = row.screens ?? {}
    for (const screenId in stored) {
      const screen = stored[screenId]!
      screens.push({
        period,
        funnelId,
        variant,
        source,
        screenId,
        saw: screen.saw,
        wentOn: screen.wentOn,
        timeOnScreen: screen.timeOnScreen ?? {},
      })
    }
  }
  return { screens, steps }
}
