import { z } from 'zod'

const funnelId = z.string().regex(/^[a-z0-9_]{1,64}$/, 'A funnel id: lowercase letters, digits and _')
const dayMs = 86_400_000
/** A report spans at most this many days: a year and a day, so "the last 12 months" always fits. */
export const maxReportDays = 367

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return true
  } catch {
    return false
  }
}

/**
 * The funnel report's question (issue #16): a funnel, optionally the /experiment variants to
 * compare, local dates of visitors' first events in a time zone, optionally one traffic source
 * (utm_source as reports store it: lower case, `(none)` for visits without one).
 */
export const funnelReportInputSchema = z
  .strictObject({
    funnelId,
    variants: z.array(funnelId).min(1).max(20).optional(),
    from: z.iso.date(),
    to: z.iso.date(),
    timeZone: z.string().refine(isTimeZone, 'An IANA time zone, such as Europe/Berlin or UTC'),
    source: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^([a-z0-9._-]{1,64}|\(none\))$/, 'A source as stored: letters, digits, . _ - (or "(none)")')
      .optional(),
  })
  .refine((input) => input.from <= input.to, { message: 'The range ends before it starts', path: ['to'] })
  .refine((input) => (Date.parse(input.to) - Date.parse(input.from)) / dayMs < maxReportDays, {
    message: `A report covers at most ${maxReportDays} days`,
    path: ['to'],
  })

export type FunnelReportQuery = z.infer<typeof funnelReportInputSchema>
