import { type DashboardPeriod, type Kpi, formatCount, formatMoney, formatPercent } from '../../../app/analytics/admin-entry'

const previousLabels: Record<DashboardPeriod, string> = { today: 'yesterday', '7d': 'the 7 days before', '30d': 'the 30 days before' }
const relative = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' })
const points = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, signDisplay: 'exceptZero' })

export function kpiValue(kpi: Kpi): string {
  if (kpi.value === null) return '—'
  if (kpi.format === 'percent') return formatPercent(kpi.value)
  if (kpi.format === 'money') return formatMoney(kpi.value, kpi.currency!)
  return formatCount(kpi.value)
}

export type Change = { text: string; direction: 'up' | 'down' | 'flat' | 'none' }

/** The change against the previous period: relative for counts and money, in percentage points for rates. */
export function kpiChange(kpi: Kpi, period: DashboardPeriod): Change {
  const against = `vs ${previousLabels[period]}`
  if (kpi.value === null || kpi.previous === null) return { text: `nothing to compare ${against}`, direction: 'none' }
  const difference = kpi.value - kpi.previous
  const direction = difference > 0 ? 'up' : difference < 0 ? 'down' : 'flat'
  if (difference === 0) return { text: `no change ${against}`, direction }
  if (kpi.format === 'percent') return { text: `${points.format(difference * 100)} pts ${against}`, direction }
  if (kpi.previous === 0) return { text: `up from none ${against}`, direction }
  return { text: `${relative.format(difference / Math.abs(kpi.previous))} ${against}`, direction }
}

/** The days a period covers, for a person: "26 Nov 2026" or "20 – 26 Nov 2026". */
export function periodDates(from: string, to: string): string {
  const format = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
  return from === to ? format.format(new Date(from)) : format.formatRange(new Date(from), new Date(to))
}
