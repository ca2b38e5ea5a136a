import { defaultExperiment } from '@schemas/funnel/experiment'
import { dateFormat } from '../../intl/formats'

/** The report form's fields as typed, kept to fill the form again (valid or not). */
export type ReportFormValues = {
  funnelId: string
  variants: string[]
  from: string
  to: string
  timeZone: string
  source: string
}

/** Days the report covers when the marketer has not picked a range: the last 30, today included. */
export const defaultReportDays = 30
/** The funnel a report opens on: the one /experiment weighs most by default. */
export const defaultReportFunnel = defaultExperiment.variants[0]!.funnelId

/** The local date (YYYY-MM-DD) of an instant in a time zone; an unknown zone reads as UTC. */
export function localDate(now: Date, timeZone: string): string {
  try {
    return dateFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
  } catch {
    return now.toISOString().slice(0, 10)
  }
}

function daysBefore(date: string, days: number): string {
  const ms = Date.parse(`${date}T00:00:00Z`)
  return Number.isNaN(ms) ? date : new Date(ms - days * 86_400_000).toISOString().slice(0, 10)
}

/**
 * The report's question from a query string (the admin's form and the CSV link share it): empty
 * fields fall back to the defaults above and the site's reporting time zone, `variants` may repeat.
 * The result still goes through `funnelReportInputSchema`, which names whatever is wrong.
 */
export function reportRequest(
  search: URLSearchParams,
  now: Date,
  siteTimeZone: string,
): { values: ReportFormValues; query: Record<string, unknown> } {
  const field = (name: string) => search.get(name)?.trim() ?? ''
  const timeZone = field('timeZone') || siteTimeZone
  const to = field('to') || localDate(now, timeZone)
  const values: ReportFormValues = {
    funnelId: field('funnelId') || defaultReportFunnel,
    variants: [...new Set(search.getAll('variants').map((value) => value.trim()))].filter(Boolean),
    from: field('from') || daysBefore(to, defaultReportDays - 1),
    to,
    timeZone,
    source: field('source'),
  }
  const query: Record<string, unknown> = { funnelId: values.funnelId, from: values.from, to: values.to, timeZone: values.timeZone }
  if (values.variants.length) query.variants = values.variants
  if (values.source) query.source = values.source
  return { values, query }
}

/** The query string that asks for the same report (for the CSV link and the form's own address). */
export function reportSearch(values: ReportFormValues): string {
  const search = new URLSearchParams({ funnelId: values.funnelId, from: values.from, to: values.to, timeZone: values.timeZone })
  for (const variant of values.variants) search.append('variants', variant)
  if (values.source) search.set('source', values.source)
  return search.toString()
}
