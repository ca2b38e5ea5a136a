import type { Currency } from '~/intl/currency'

/** How the report writes its numbers: Intl, in the admin's English. */
const count = new Intl.NumberFormat('en-US')
const percent = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 })
const seconds = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })

export const formatCount = (value: number) => count.format(value)
export const formatPercent = (fraction: number | null) => (fraction === null ? '—' : percent.format(fraction))

/** 850 ms → "0.9 s", 65 s → "1 min 5 s". */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—'
  if (ms < 60_000) return `${seconds.format(ms / 1000)} s`
  const totalSeconds = Math.round(ms / 1000)
  return `${Math.floor(totalSeconds / 60)} min ${totalSeconds % 60} s`
}

/** Minor units (cents) of one currency; never added across currencies. */
export function formatMoney(minorUnits: number, currency: Currency): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 2 }).format(minorUnits / 100)
}
