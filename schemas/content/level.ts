import { z } from 'zod'

/** How an option scores on a readiness scale; the level indicator averages these. */
export const levelSchema = z.enum(['Low', 'Moderate', 'High'])
export type Level = z.infer<typeof levelSchema>
