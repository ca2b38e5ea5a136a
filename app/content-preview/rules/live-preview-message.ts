import { z } from 'zod'

/**
 * Payload's live preview protocol (@payloadcms/live-preview, read from @payloadcms/ui 3.90's
 * LivePreview provider and window). The framed page says it is listening with
 * `{ type: 'payload-live-preview', ready: true }`; the editor then posts
 * `{ type: 'payload-live-preview', data }` with the form's values on every change. The React hook
 * `useLivePreview` (@payloadcms/live-preview-react) does this too but is not installed; these few
 * lines are all of it this page needs.
 */
export const livePreviewEvent = 'payload-live-preview'

export const readyMessage = { type: livePreviewEvent, ready: true } as const

/** The editor's form values; anything else (document events, the ready handshake) is not this message. */
export const liveDraftMessage = z.object({ type: z.literal(livePreviewEvent), data: z.record(z.string(), z.unknown()) })
