import { z } from 'zod'

/**
 * `POST /api/funnel-session`: the player saves the engine's persisted progress as the visitor goes.
 * The state's own shape is checked by the engine's restore against the funnel.
 */
export const funnelSessionSaveSchema = z.strictObject({
  funnelId: z.string().regex(/^[a-z0-9_]{1,64}$/),
  variant: z
    .string()
    .regex(/^[a-z0-9_]{1,64}$/)
    .optional(),
  preview: z.boolean().optional(),
  state: z.record(z.string(), z.unknown()),
})
export type FunnelSessionSave = z.infer<typeof funnelSessionSaveSchema>
