import type { VideoTaskStatus } from '@schemas/ai/ai-tools'

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
