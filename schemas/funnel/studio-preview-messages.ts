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

export type PreviewShow = {
  type: typeof previewMessage.show
  definition: unknown
  screenId?: string
  step: number
  /** Playing a path: the events that lead from the first screen to `screenId` along it. */
  route?: { type: string }[]
}
export type PreviewReply = { type: typeof previewMessage.ready } | { type: typeof previewMessage.walked; screenId: string }
