/**
 * Every way an AI call fails, each with the sentence a student is shown. The spec's error
 * catalogue (§8) names only the image error ("Image generation error"); the others say what
 * happened and what to do, never a stack trace or the provider's raw body.
 */
export type AiErrorCode =
  'timeout' | 'rate-limited' | 'unavailable' | 'rejected' | 'unauthorized' | 'invalid-output' | 'cancelled' | 'image'

export const aiErrorMessages: Record<AiErrorCode, string> = {
  timeout: 'The AI model took too long to answer. Please try again.',
  'rate-limited': 'The AI model is busy right now. Please try again in a minute.',
  unavailable: 'The AI model is not responding. Please try again.',
  rejected: 'The AI model could not handle this request.',
  unauthorized: 'The AI service refused our credentials. Please tell the site owner.',
  'invalid-output': 'The AI model gave an answer we could not read. Please try again.',
  cancelled: 'The request was cancelled.',
  image: 'Image generation error',
}

export class AiError extends Error {
  override name = 'AiError'
  constructor(
    readonly code: AiErrorCode,
    /** For logs: the status and what the provider said; never shown to a student. */
    readonly detail = '',
    readonly status?: number,
  ) {
    super(aiErrorMessages[code])
  }
}

/** The error for an upstream HTTP status that will not be retried (or ran out of retries). */
export function errorForStatus(status: number, detail: string, image = false): AiError {
  if (image) return new AiError('image', `${status} ${detail}`, status)
  if (status === 401 || status === 403) return new AiError('unauthorized', detail, status)
  if (status === 429) return new AiError('rate-limited', detail, status)
  if (status === 408) return new AiError('timeout', detail, status)
  if (status >= 500) return new AiError('unavailable', detail, status)
  return new AiError('rejected', detail, status)
}
