import { dateFormat } from '../../intl/formats'

const universal = new Set(['UTC', 'Etc/UTC', 'Etc/GMT', 'GMT', 'Etc/Universal', 'Etc/Zulu'])

/**
 * A time zone as people say it: "Europe/London" → "London time", "America/Argentina/Buenos_Aires"
 * → "Buenos Aires time"; the universal zone → "GMT", which a marketer reads where "UTC" puzzles.
 */
export function zoneName(timeZone: string): string {
  if (universal.has(timeZone)) return 'GMT'
  const city = timeZone.split('/').pop()?.replace(/_/g, ' ')
  return city ? `${city} time` : timeZone
}

/** A zone in a picker: its name and, where the city alone may not place it, its region ("Berlin time · Europe"). */
export function zoneLabel(timeZone: string): string {
  const region = timeZone.includes('/') ? timeZone.split('/')[0]!.replace(/_/g, ' ') : ''
  return region && !universal.has(timeZone) ? `${zoneName(timeZone)} · ${region}` : zoneName(timeZone)
}

/** An instant (ISO text) as "22 Nov 2026, 00:00" on the clocks of `timeZone`. */
export const formatTimeIn = (iso: string, timeZone: string) =>
  dateFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso))

/** A local date (YYYY-MM-DD) as "22 Nov 2026". */
export const formatDay = (date: string) =>
  dateFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))

/** Local dates as one span: "1 – 27 Nov 2026" style, or one day alone. */
export function formatDays(from: string, to: string): string {
  return from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`
}
