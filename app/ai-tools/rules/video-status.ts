import type { VideoTaskStatus } from '@schemas/ai/ai-tools'
import type { VideoStatus } from '../video-service'
import { videoErrors } from './media-errors'

/**
 * The service's status word as a Video task status (spec §4: "succeeded is mapped to completed").
 * HeyGen also says `waiting` (queued) — pending to the student; anything unknown is processing,
 * so polling goes on and the six-pending rule or the service settles it.
 */
export function taskStatusOf(serviceStatus: string): Exclude<VideoTaskStatus, 'idle'> {
  switch (serviceStatus.toLowerCase()) {
    case 'completed':
    case 'succeeded':
      return 'completed'
    case 'failed':
    case 'error':
      return 'failed'
    case 'pending':
    case 'waiting':
    case 'queued':
      return 'pending'
    default:
      return 'processing'
  }
}

/** What a status answer changes in the stored task: the files once completed, the reason once failed. */
export function taskUpdateOf(answer: VideoStatus) {
  const status = taskStatusOf(answer.status)
  return {
    status,
    videoUrl: status === 'completed' ? answer.url : null,
    thumbnail: status === 'completed' ? answer.thumbnail : null,
    error: status === 'failed' ? (answer.error ?? videoErrors.unknown) : null,
  }
}

export const isUnfinished = (status: VideoTaskStatus) => status === 'pending' || status === 'processing'
