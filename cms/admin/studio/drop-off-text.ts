import type { ScreenDropOffs } from '../../../app/analytics/admin-entry'
import type { DropOffPeriod } from './use-screen-drop-off'
import { periodNames } from '../analytics/period-names'

const count = new Intl.NumberFormat('en-US')
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 })

export type ScreenDropOffText = {
  /** Short, on the screen's row: "32% left". */
  short: string
  /** The whole sentence, for screen readers and the row's tooltip. */
  full: string
  /** A screen that loses at least a fifth of those who see it is worth a look first. */
  high: boolean
}

/** One screen's drop-off in words; null when the report has no row for it (added since publishing). */
export function screenDropOffText(figures: ScreenDropOffs, screenId: string, period: DropOffPeriod): ScreenDropOffText | null {
  const row = figures.screens.find((screen) => screen.screenId === screenId)
  if (!row) return null
  const when = periodNames[period].toLowerCase()
  if (row.saw === 0 || row.dropOffRate === null)
    return { short: 'no visitors', full: `No visitors saw this screen (${when}).`, high: false }
  const share = percent.format(row.dropOffRate)
  const seen = row.saw === 1 ? '1 visitor' : `${count.format(row.saw)} visitors`
  return {
    short: `${share} left`,
    full: `${share} left here: ${count.format(row.droppedOff)} of the ${seen} who saw it (${when}).`,
    high: row.dropOffRate >= 0.2,
  }
}
