import { z } from 'zod'

/** The recent periods the dashboard, the studio's drop-off and the experiment's verdict cover. */
export const recentPeriods = ['today', '7d', '30d'] as const

export const recentPeriodSchema = z.enum(recentPeriods, 'A period: today, 7d or 30d')
export type RecentPeriod = z.infer<typeof recentPeriodSchema>
