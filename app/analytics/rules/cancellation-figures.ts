import { type CancellationOutcome, type SaveOfferKind, saveOfferKinds } from '@schemas/payments/save-offer'
import { reportDayOf } from './rollup-period'

/** One cancellation attempt as the dashboard reads it (app/payments' save offers). */
export type CancellationRow = {
  startedAt: string
  outcome: CancellationOutcome
  offerKind: SaveOfferKind | null
  reason: string | null
  reasonLabel: string | null
}

export type CancellationFigures = {
  attempts: number
  saved: number
  savedByOffer: Record<SaveOfferKind, number>
  cancelled: number
  /** Left without accepting an offer or cancelling. */
  abandoned: number
  /** Saved out of attempts, 0–1; null without attempts. */
  saveRate: number | null
  /** The reasons picked most, by their answer value, named as the student read them. */
  topReasons: { value: string; label: string; count: number }[]
}

const topReasonCount = 5

/** The cancellation attempts started on the local days `from`–`to` (inclusive, in `timeZone`), added up. */
export function cancellationFigures(rows: readonly CancellationRow[], from: string, to: string, timeZone = 'UTC'): CancellationFigures {
  const inPeriod = rows.filter((row) => {
    const day = reportDayOf(Date.parse(row.startedAt), timeZone)
    return day >= from && day <= to
  })
  const count = (outcome: CancellationOutcome) => inPeriod.filter((row) => row.outcome === outcome).length
  const savedByOffer = Object.fromEntries(saveOfferKinds.map((kind) => [kind, 0])) as Record<SaveOfferKind, number>
  for (const row of inPeriod) if (row.outcome === 'saved' && row.offerKind) savedByOffer[row.offerKind] += 1
  const reasons = new Map<string, { value: string; label: string; count: number }>()
  for (const row of inPeriod) {
    if (!row.reason) continue
    const known = reasons.get(row.reason) ?? { value: row.reason, label: row.reasonLabel || row.reason, count: 0 }
    known.count += 1
    reasons.set(row.reason, known)
  }
  const saved = count('saved')
  return {
    attempts: inPeriod.length,
    saved,
    savedByOffer,
    cancelled: count('cancelled'),
    abandoned: count('abandoned'),
    saveRate: inPeriod.length ? saved / inPeriod.length : null,
    topReasons: [...reasons.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)).slice(0, topReasonCount),
  }
}
