import { taskStatusOf } from './video-status'
import { videoErrorMessage, videoErrors } from './media-errors'

/**
 * Spec §4 "AI video generation" and §9: status is asked every 8 s; completed or failed stops;
 * six consecutive pending answers are a failure; `succeeded` is completed. Pure: `nextPoll` decides
 * on one answer, `pollVideo` runs the timer (tests drive it with fake timers).
 */
export const videoPollIntervalMs = 8000
export const maxConsecutivePending = 6

export type StatusAnswer = { status: string; url?: string | null; thumbnail?: string | null; error?: string | null }
export type PollOutcome = { status: 'completed'; url: string; thumbnail: string | null } | { status: 'failed'; error: string }
export type PollStep = { done: false; pendingInARow: number; status: 'pending' | 'processing' } | ({ done: true } & PollOutcome)

export function nextPoll(pendingInARow: number, answer: StatusAnswer): PollStep {
  const status = taskStatusOf(answer.status)
  if (status === 'completed') {
    if (!answer.url) return { done: true, status: 'failed', error: videoErrors.unknown }
    return { done: true, status: 'completed', url: answer.url, thumbnail: answer.thumbnail ?? null }
  }
  if (status === 'failed') return { done: true, status: 'failed', error: answer.error || videoErrors.unknown }
  if (status === 'pending') {
    const inARow = pendingInARow + 1
    if (inARow >= maxConsecutivePending) return { done: true, status: 'failed', error: videoErrors.notResponding }
    return { done: false, pendingInARow: inARow, status }
  }
  return { done: false, pendingInARow: 0, status }
}

export type PollOptions = {
  fetchStatus: (signal: AbortSignal) => Promise<StatusAnswer>
  intervalMs?: number
  signal?: AbortSignal
  onStep?: (step: PollStep) => void
}

/** Asks at once, then every interval until done; a failed status call ends it with the catalogue's message. */
export function pollVideo({ fetchStatus, intervalMs = videoPollIntervalMs, signal, onStep }: PollOptions): Promise<PollOutcome> {
  const controller = new AbortController()
  signal?.addEventListener('abort', () => controller.abort(), { once: true })
  return new Promise((resolve, reject) => {
    let pendingInARow = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const stop = () => {
      clearTimeout(timer)
      reject(new DOMException('Polling stopped', 'AbortError'))
    }
    controller.signal.addEventListener('abort', stop, { once: true })
    const ask = async () => {
      let answer: StatusAnswer
      try {
        answer = await fetchStatus(controller.signal)
      } catch (error) {
        if (controller.signal.aborted) return
        const message = videoErrorMessage(error)
        resolve({ status: 'failed', error: message === videoErrors.unknown ? videoErrors.statusCheckFailed : message })
        return
      }
      if (controller.signal.aborted) return
      const step = nextPoll(pendingInARow, answer)
      onStep?.(step)
      if (step.done) {
        const { done: _, ...outcome } = step
        resolve(outcome as PollOutcome)
        return
      }
      pendingInARow = step.pendingInARow
      timer = setTimeout(() => void ask(), intervalMs)
    }
    void ask()
  })
}
