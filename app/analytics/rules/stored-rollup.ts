import type { FunnelRollup, ScreenRollup, StepRollup } from './funnel-rollup'
import type { Revenue } from './funnel-session'
import type { Grain } from './rollup-period'
import type { TimeHistogram } from './time-histogram'

/**
 * One row of the Funnel rollups collection: a screen row, or (no `screenId`) the steps row of its
 * period, funnel, variant and source. Counts that do not apply to the kind of row are null.
 */
export type StoredRollup = {
  grain: Grain
  period: string
  funnelId: string
  variant: string | null
  source: string
  screenId: string | null
  saw: number | null
  wentOn: number | null
  timeOnScreen: TimeHistogram | null
  started: number | null
  email: number | null
  paywall: number | null
  checkout: number | null
  purchase: number | null
  revenue: Revenue | null
}

const noSteps = { started: null, email: null, paywall: null, checkout: null, purchase: null, revenue: null }
const noScreen = { screenId: null, saw: null, wentOn: null, timeOnScreen: null }

export function toStoredRollups(grain: Grain, rollup: FunnelRollup): StoredRollup[] {
  return [
    ...rollup.steps.map(({ period, funnelId, variant, source, started, email, paywall, checkout, purchase, revenue }) => ({
      grain,
      period,
      funnelId,
      variant,
      source,
      ...noScreen,
      started,
      email,
      paywall,
      checkout,
      purchase,
      revenue,
    })),
    ...rollup.screens.map(({ period, funnelId, variant, source, screenId, saw, wentOn, timeOnScreen }) => ({
      grain,
      period,
      funnelId,
      variant,
      source,
      screenId,
      saw,
      wentOn,
      timeOnScreen,
      ...noSteps,
    })),
  ]
}

/** Rows as read back; numbers may arrive as text (PostgreSQL numeric), JSON already parsed. */
export function fromStoredRollups(rows: readonly StoredRollup[]): FunnelRollup {
  const screens: ScreenRollup[] = []
  const steps: StepRollup[] = []
  for (const row of rows) {
    const key = { period: row.period, funnelId: row.funnelId, variant: row.variant ?? null, source: row.source }
    if (row.screenId) {
      screens.push({
        ...key,
        screenId: row.screenId,
        saw: Number(row.saw ?? 0),
        wentOn: Number(row.wentOn ?? 0),
        timeOnScreen: row.timeOnScreen ?? {},
      })
    } else {
      steps.push({
        ...key,
        started: Number(row.started ?? 0),
        email: Number(row.email ?? 0),
        paywall: Number(row.paywall ?? 0),
        checkout: Number(row.checkout ?? 0),
        purchase: Number(row.purchase ?? 0),
        revenue: row.revenue ?? {},
      })
    }
  }
  return { screens, steps }
}
