import { dateFormat } from '../../intl/formats'

/**
 * Streaks from the days on which a student completed a lesson or a task. A day is a calendar date
 * in the student's own time zone (YYYY-MM-DD), so 23:30 in Los Angeles counts for that evening,
 * not for the next UTC day.
 */
export type StreakRange = { StartDate: string; EndDate: string }
export type DayStatus = 'done' | 'today' | 'broken' | 'default'

/** Per time zone (a short list: an unknown zone throws below), the last minute asked and its date. */
const lastLocalDate = new Map<string, { minute: number; day: string }>()

export function localDate(at: Date, timeZone: string): string {
  // A zone's date changes only on a whole minute (no offset in use since 1972 has seconds), and a
  // signed-in page asks for "today" several times: formatting it was ~5 % of /home's CPU.
  const minute = Math.floor(at.getTime() / 60_000)
  const last = lastLocalDate.get(timeZone)
  if (last?.minute === minute) return last.day
  const parts = dateFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at)
  const part = (type: string) => parts.find((item) => item.type === type)!.value
  const day = `${part('year')}-${part('month')}-${part('day')}`
  lastLocalDate.set(timeZone, { minute, day })
  return day
}

/** Calendar arithmetic on YYYY-MM-DD, independent of any time zone. */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + count)
  return date.toISOString().slice(0, 10)
}

/** Runs of consecutive days, newest first. */
export function streakList(days: readonly string[]): StreakRange[] {
  const sorted = [...new Set(days)].sort()
  const ranges: StreakRange[] = []
  for (const day of sorted) {
    const last = ranges[ranges.length - 1]
    if (last && addDays(last.EndDate, 1) === day) last.EndDate = day
    else ranges.push({ StartDate: day, EndDate: day })
  }
  return ranges.reverse()
}

const length = (range: StreakRange) => Math.round((Date.parse(range.EndDate) - Date.parse(range.StartDate)) / 86_400_000) + 1

/**
 * The current streak is alive while its last day is today or yesterday (today can still be done).
 * Its id is its first day, so a new streak after a break is a different streak.
 */
export function streakStats(days: readonly string[], today: string): { id: string | null; currentStreak: number } {
  const latest = streakList(days)[0]
  if (!latest || (latest.EndDate !== today && latest.EndDate !== addDays(today, -1))) return { id: null, currentStreak: 0 }
  return { id: latest.StartDate, currentStreak: length(latest) }
}

/**
 * The week shown on /streak: Sunday to Saturday around today. A past day without activity is
 * "broken" when the day before it was done (the streak ended there); otherwise plain.
 */
export function streakWeek(days: readonly string[], today: string): { date: string; status: DayStatus }[] {
  const done = new Set(days)
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay()
  const sunday = addDays(today, -weekday)
  return Array.from({ length: 7 }, (_, index) => {
    const date = addDays(sunday, index)
    let status: DayStatus = 'default'
    if (done.has(date)) status = 'done'
    else if (date === today) status = 'today'
    else if (date < today && done.has(addDays(date, -1))) status = 'broken'
    return { date, status }
  })
}
