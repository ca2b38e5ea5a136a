import { z } from 'zod'

/** The periods the studio's screen list can show drop-off for (the dashboard's). */
export const screenDropOffPeriods = ['today', '7d', '30d'] as const

/** The studio's question: one funnel's drop-off per screen over a recent period. */
export const screenDropOffInputSchema = z.strictObject({
  funnelId: z.string().regex(/^[a-z0-9_]{1,64}$/, 'A funnel id: lowercase letters, digits and _'),
  period: z.enum(screenDropOffPeriods, 'A period: today, 7d or 30d'),
})

export type ScreenDropOffQuery = z.infer<typeof screenDropOffInputSchema>
