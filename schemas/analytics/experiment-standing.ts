import { z } from 'zod'
import { recentPeriodSchema } from './recent-period'

/** The experiment editor's question: how the running test stands over a recent period, 30 days unless asked. */
export const experimentStandingQuerySchema = z.object({ period: recentPeriodSchema.default('30d') })
