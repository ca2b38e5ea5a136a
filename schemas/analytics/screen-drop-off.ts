import { z } from 'zod'
import { recentPeriodSchema } from './recent-period'

/** The studio's question: one funnel's drop-off per screen over a recent period. */
export const screenDropOffInputSchema = z.strictObject({
  funnelId: z.string().regex(/^[a-z0-9_]{1,64}$/, 'A funnel id: lowercase letters, digits and _'),
  period: recentPeriodSchema,
})

export type ScreenDropOffQuery = z.infer<typeof screenDropOffInputSchema>
