import { dateFormat } from '../../intl/formats'

/**
 * Rollups are stored per UTC hour, and again per UTC day as the sum of its hours. A report's date
 * range is local days in a chosen time zone; in every whole-hour zone a local midnight is a UTC
 * hour boundary, so the range is exact there: whole UTC days inside it are read from day rows
 * and the hours at either end from hour rows. Zones with a half or quarter hour (India +5:30,
 * Nepal +5:45, Newfoundland −3:30, …) move both ends back to the start of their UTC hour — each
 * local day then runs from 23:30 (23:15) to 23:30 — and the report says it is not exact.
 */
export type Grain = 'hour' | 'day'

export const hourMs = 3_600_000
export const dayMs = 24 * hourMs

/** "2025-03-30T20" (hour) or "2025-03-30" (day): sortable as text in every database. */
export function periodOf(ms: number, grain: Grain): string {
  const iso = new Date(ms).toISOString()
  return grain === 'hour' ? iso.slice(0, 13) : iso.slice(0, 10)
}

export function periodStartMs(period: string): number {
  return Date.parse(period.length === 10 ? `${period}T00:00:00Z` : `${period}:00:00Z`)
}

export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return true
  } catch {
    return false
  }
}

const nextDate = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + dayMs).toISOString().slice(0, 10)

/** How far `timeZone`'s wall clock is ahead of UTC at the instant `ms`, in milliseconds. */
function offsetMs(ms: number, timeZone: string): number {
  const parts = dateFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(ms))
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value)
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'))
  return wall - Math.floor(ms / 1000) * 1000
}

/** The instant a local date ("YYYY-MM-DD") begins in `timeZone` (the first instant, across a DST gap). */
export function localMidnightUtc(date: string, timeZone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`)
  let guess = wall - offsetMs(wall, timeZone)
  // One correction covers a DST change between the wall time and the guess.
  guess = wall - offsetMs(guess, timeZone)
  if (guess + offsetMs(guess, timeZone) === wall) return guess
  // Midnight fell into a DST gap (Chile, Cuba): the day begins at the change, a quarter hour.
  let probe = guess - 3 * hourMs
  while (probe + offsetMs(probe, timeZone) < wall) probe += hourMs / 4
  return probe
}

/**
 * The local day (YYYY-MM-DD) a report counts an instant in: the date in `timeZone` of the last moment
 * of the instant's UTC hour. In whole-hour zones that is the instant's own date; in half-hour zones
 * it starts each day at the UTC hour before local midnight, as `reportRange` does.
 */
export function reportDayOf(ms: number, timeZone: string): string {
  const lastMoment = Math.floor(ms / hourMs) * hourMs + hourMs - 1
  return dateFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(lastMoment))
}

/** The instant the report's local day `date` ends in `timeZone` (on the UTC hour, as `reportRange` counts). */
export function reportDayEndMs(date: string, timeZone: string): number {
  return Math.floor(localMidnightUtc(nextDate(date), timeZone) / hourMs) * hourMs
}

/** Inclusive periods of one grain, e.g. hours "2025-03-30T21" … "2025-03-30T23". */
export type PeriodSpan = { grain: Grain; first: string; last: string }

export type ReportRange = {
  /** The instants actually counted: sessions whose first event falls in [fromUtc, toUtc). */
  fromUtc: string
  toUtc: string
  /** False when the zone's midnight is not on a UTC hour and both ends were moved back to one. */
  exact: boolean
  /** What to read: hour rows at the ends, day rows for whole UTC days in between. */
  spans: PeriodSpan[]
}

/** Local days `from` … `to` (inclusive) in `timeZone`, as stored periods to read. */
export function reportRange(from: string, to: string, timeZone: string): ReportRange {
  const start = localMidnightUtc(from, timeZone)
  const end = localMidnightUtc(nextDate(to), timeZone)
  const startHour = Math.floor(start / hourMs) * hourMs
  const endHour = Math.floor(end / hourMs) * hourMs
  const firstDay = Math.ceil(startHour / dayMs) * dayMs
  const lastDayEnd = Math.floor(endHour / dayMs) * dayMs
  const spans: PeriodSpan[] = []
  const hours = (a: number, b: number) => {
    if (b > a) spans.push({ grain: 'hour', first: periodOf(a, 'hour'), last: periodOf(b - hourMs, 'hour') })
  }
  if (lastDayEnd > firstDay) {
    hours(startHour, firstDay)
    spans.push({ grain: 'day', first: periodOf(firstDay, 'day'), last: periodOf(lastDayEnd - dayMs, 'day') })
    hours(lastDayEnd, endHour)
  } else {
    hours(startHour, endHour)
  }
  return {
    fromUtc: new Date(startHour).toISOString(),
    toUtc: new Date(endHour).toISOString(),
    exact: startHour === start && endHour === end,
    spans,
  }
}

/** Sorted hours as runs of consecutive hours, each at most `max` long: one range read per run. */
export function consecutiveRuns(hours: readonly string[], max: number): string[][] {
  const runs: string[][] = []
  for (const hour of hours) {
    const run = runs.at(-1)
    const follows = run && run.length < max && periodStartMs(hour) - periodStartMs(run.at(-1)!) === hourMs
    if (follows) run.push(hour)
    else runs.push([hour])
  }
  return runs
}
