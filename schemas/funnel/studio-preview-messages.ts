import { z } from 'zod'

// The funnel studio (admin) and its phone preview (/studio-preview) talk by postMessage on one origin.

export const studioPreviewPath = '/studio-preview'

export const previewMessage = {
  /** Admin → preview: show this draft at this screen; a higher `step` walks one screen forward. */
  show: 'funnel-studio.show',
  /** Preview → admin: listening. */
  ready: 'funnel-studio.ready',
  /** Preview → admin: the preview moved on to this screen. */
  walked: 'funnel-studio.walked',
} as const

/** Admin → preview. The definition is parsed as a funnel by the preview, which ignores a draft that is not one yet. */
export const previewShow = z.object({
  type: z.literal(previewMessage.show),
  definition: z.unknown(),
  screenId: z.string().optional(),
  step: z.number().int().nonnegative(),
  /** Playing a path: the events that lead from the first screen to `screenId` along it. */
  route: z.array(z.looseObject({ type: z.string() })).optional(),
})
export type PreviewShow = z.infer<typeof previewShow>

/** Preview → admin. */
export const previewReply = z.discriminatedUnion('type', [
  z.object({ type: z.literal(previewMessage.ready) }),
  z.object({ type: z.literal(previewMessage.walked), screenId: z.string() }),
])
export type PreviewReply = z.infer<typeof previewReply>
