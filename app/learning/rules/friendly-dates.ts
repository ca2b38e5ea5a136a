import type { StreakRange } from './streaks'
import { dateFormat } from '../../intl/formats'

const midnightUtc = (day: string) => new Date(`${day}T00:00:00Z`)
const yearOf = (day: string) => day.slice(0, 4)

/**
 * A past streak as people write it ("Nov 3 – 7", "Dec 30, 2025 – Jan 2, 2026"). Its days are
 * calendar days already in the student's time zone (they are recorded so), so they are formatted
 * as UTC midnights: no time zone may move them. The year shows when it is not the current one.
 * Made on the server so the browser hydrates the same text whatever its own ICU data.
 */
export function streakRangeLabel(range: StreakRange, today: string, locale = 'en-US'): string {
  const thisYear = yearOf(range.StartDate) === yearOf(today) && yearOf(range.EndDate) === yearOf(today)
  const format = dateFormat(locale, {
    month: 'short',
    day: 'numeric',
    year: thisYear ? undefined : 'numeric',
    timeZone: 'UTC',
  })
  if (range.StartDate === range.EndDate) return format.format(midnightUtc(range.StartDate))
  return format.formatRange(midnightUtc(range.StartDate), midnightUtc(range.EndDate))
}
