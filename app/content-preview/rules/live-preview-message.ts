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

/** The editor's form values from a live preview message; null for anything else (document events, other senders). */
export function draftOf(message: unknown): Record<string, unknown> | null {
  if (!message || typeof message !== 'object') return null
  const { type, data } = message as { type?: unknown; data?: unknown }
  if (type !== livePreviewEvent || !data || typeof data !== 'object' || Array.isArray(data)) return null
  return data as Record<string, unknown>
}
