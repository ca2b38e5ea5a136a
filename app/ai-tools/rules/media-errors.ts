/**
 * The spec's video and image error catalogue (§8), one message per failure. Pure: the server names
 * its refusals with these and the page shows them; `videoErrorMessage` turns anything thrown into one.
 */
export const videoErrors = {
  uploadFailed: 'Image upload failed. Please try another image.',
  noImageKey: 'No image key returned. Please upload the image again.',
  videoRequestFailed: 'Video request failed. Please try again.',
  noVideoId: 'No video id returned. Please try again.',
  statusCheckFailed: 'Status check failed.',
  noLastTask: 'No last task found.',
  noVideoIdInLastTask: 'No video id in last task.',
  notResponding: 'The video service is not responding, please try again.',
  unknown: 'Unknown error',
} as const

export type VideoErrorKind = keyof typeof videoErrors

export const imageGenerationError = 'Image generation error'

/** A failure of the video service, named by its catalogue entry; `detail` is for logs, not people. */
export class VideoServiceError extends Error {
  constructor(
    readonly kind: VideoErrorKind,
    readonly detail?: string,
  ) {
    super(videoErrors[kind])
    this.name = 'VideoServiceError'
  }
}

/**
 * The video service turned the request down for a reason that is no failure: a voice its account
 * does not have (the student picks another), or its queue is full (the student waits a minute).
 */
export class VideoRequestRefused extends Error {
  constructor(
    readonly reason: 'unknownVoice' | 'busy',
    readonly detail?: string,
  ) {
    super(reason)
    this.name = 'VideoRequestRefused'
  }
}

export class ImageServiceError extends Error {
  constructor(readonly detail?: string) {
    super(imageGenerationError)
    this.name = 'ImageServiceError'
  }
}

/** A refusal by the site itself (not signed in, no pack, bad input, too many attempts): its message says what to do. */
export class ApiRefusal extends Error {
  override name = 'ApiRefusal'
}

const catalogue = new Set<string>(Object.values(videoErrors))

/** The message the page shows for a video failure: a catalogue message or the site's own refusal as it is, anything else 'Unknown error'. */
export function videoErrorMessage(error: unknown): string {
  if (error instanceof ApiRefusal) return error.message
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return catalogue.has(message) ? message : videoErrors.unknown
}
