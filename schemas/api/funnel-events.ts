import { z } from 'zod'

export const maxEventsPerBatch = 50

const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)

/** `POST /api/funnel-events`: what the funnel player reports, in batches. */
export const funnelEventBatchSchema = z.strictObject({
  events: z
    .array(
      z.strictObject({
        id: z.uuid().describe('Made by the browser; the same id sent twice is stored once.'),
        name: z.enum(['funnel.started', 'screen.presented', 'funnel.completed', 'registration.presented', 'paywall.presented']),
        funnelId: z.string().regex(/^[a-z0-9_]{1,64}$/),
        variant: z
          .string()
          .regex(/^[a-z0-9_]{1,64}$/)
          .optional(),
        screenId: id.optional(),
        screenIndex: z.int().min(0).max(1000).optional(),
        screenType: z
          .string()
          .regex(/^[A-Za-z]{1,40}$/)
          .optional(),
        occurredAt: z.iso.datetime({ offset: true }),
      }),
    )
    .min(1)
    .max(maxEventsPerBatch, `At most ${maxEventsPerBatch} events per batch.`),
  preview: z
    .literal(true)
    .optional()
    .describe(
      'Sent by a staff preview (?preview=1). Counted as one only when a staff member is signed in; such events stay out of reports.',
    ),
})
export type FunnelEventBatch = z.infer<typeof funnelEventBatchSchema>
