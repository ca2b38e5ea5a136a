/**
 * A fair share of the video service's queue (issue #45): a render costs the service minutes and
 * its queue is shared by every student, so each student has at most this many videos being made
 * at once; the next one starts when one of them has finished. A video still unfinished after
 * `staleAfterMs` (the service lost it, or it is stuck) no longer holds a place.
 */
export const videoQueue = {
  perStudent: 2,
  staleAfterMs: 30 * 60_000,
  /** What Retry-After says: about the time a short video takes. */
  retryAfterSeconds: 30,
} as const

export const videosInProgressMessage = `You already have ${videoQueue.perStudent} videos being made. Wait for one to finish, then start the next.`

export const videoServiceBusyMessage = 'Many videos are being made right now. Please try again in a minute.'

export const unknownVoiceMessage = 'That voice is not available. Choose one of the voices in the list.'
