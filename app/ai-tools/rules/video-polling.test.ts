import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { maxConsecutivePending, nextPoll, pollVideo, type StatusAnswer, videoPollIntervalMs } from './video-polling'
import { videoErrors } from './media-errors'

/** A status endpoint that answers `answers` in turn (the last one for ever) and counts calls. */
function endpoint(...answers: (StatusAnswer | Error)[]) {
  const fetchStatus = vi.fn(async () => {
    const answer = answers[Math.min(fetchStatus.mock.calls.length - 1, answers.length - 1)]!
    if (answer instanceof Error) throw answer
    return answer
  })
  return fetchStatus
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('pollVideo', () => {
  it('asks at once, then every 8 s, and stops at completed', async () => {
    const fetchStatus = endpoint(
      { status: 'processing' },
      { status: 'processing' },
      { status: 'completed', url: '/v.webm', thumbnail: '/t.jpg' },
    )
    const result = pollVideo({ fetchStatus })
    await vi.advanceTimersByTimeAsync(0)
    expect(fetchStatus).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(videoPollIntervalMs - 1)
    expect(fetchStatus).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchStatus).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(videoPollIntervalMs)
    await expect(result).resolves.toEqual({ status: 'completed', url: '/v.webm', thumbnail: '/t.jpg' })
    await vi.advanceTimersByTimeAsync(videoPollIntervalMs * 5)
    expect(fetchStatus).toHaveBeenCalledTimes(3)
  })

  it('maps succeeded to completed', async () => {
    const result = pollVideo({ fetchStatus: endpoint({ status: 'succeeded', url: '/v.webm' }) })
    await expect(result).resolves.toEqual({ status: 'completed', url: '/v.webm', thumbnail: null })
  })

  it('fails after six consecutive pending answers, at the sixth, and asks no more', async () => {
    const fetchStatus = endpoint({ status: 'pending' })
    const result = pollVideo({ fetchStatus })
    await vi.advanceTimersByTimeAsync(videoPollIntervalMs * (maxConsecutivePending - 1))
    await expect(result).resolves.toEqual({ status: 'failed', error: videoErrors.notResponding })
    expect(fetchStatus).toHaveBeenCalledTimes(6)
    await vi.advanceTimersByTimeAsync(videoPollIntervalMs * 3)
    expect(fetchStatus).toHaveBeenCalledTimes(6)
  })

  it('counts only consecutive pending answers: processing in between starts the count again', async () => {
    const pending = { status: 'pending' }
    const fetchStatus = endpoint(pending, pending, pending, pending, pending, { status: 'processing' }, pending, pending, {
      status: 'completed',
      url: '/v',
    })
    const result = pollVideo({ fetchStatus })
    await vi.advanceTimersByTimeAsync(videoPollIntervalMs * 8)
    await expect(result).resolves.toMatchObject({ status: 'completed' })
    expect(fetchStatus).toHaveBeenCalledTimes(9)
  })

  it('stops at failed with the service’s error, or Unknown error without one', async () => {
    await expect(pollVideo({ fetchStatus: endpoint({ status: 'failed', error: 'Rendering failed' }) })).resolves.toEqual({
      status: 'failed',
      error: 'Rendering failed',
    })
    await expect(pollVideo({ fetchStatus: endpoint({ status: 'failed' }) })).resolves.toEqual({
      status: 'failed',
      error: videoErrors.unknown,
    })
  })

  it('ends with "Status check failed" when a status call fails', async () => {
    const fetchStatus = endpoint({ status: 'processing' }, new Error('network down'))
    const result = pollVideo({ fetchStatus })
    await vi.advanceTimersByTimeAsync(videoPollIntervalMs)
    await expect(result).resolves.toEqual({ status: 'failed', error: videoErrors.statusCheckFailed })
  })

  it('stops asking when the page leaves (abort)', async () => {
    const fetchStatus = endpoint({ status: 'processing' })
    const controller = new AbortController()
    const result = pollVideo({ fetchStatus, signal: controller.signal })
    await vi.advanceTimersByTimeAsync(videoPollIntervalMs)
    controller.abort()
    await expect(result).rejects.toThrow('Polling stopped')
    await vi.advanceTimersByTimeAsync(videoPollIntervalMs * 3)
    expect(fetchStatus).toHaveBeenCalledTimes(2)
  })

  it('takes another interval (tests and the e2e site use a short one)', async () => {
    const fetchStatus = endpoint({ status: 'processing' })
    void pollVideo({ fetchStatus, intervalMs: 100 }).catch(() => undefined)
    await vi.advanceTimersByTimeAsync(300)
    expect(fetchStatus).toHaveBeenCalledTimes(4)
  })
})

describe('nextPoll', () => {
  it('treats waiting as pending and a completed answer without a url as a failure', () => {
    expect(nextPoll(0, { status: 'waiting' })).toEqual({ done: false, pendingInARow: 1, status: 'pending' })
    expect(nextPoll(2, { status: 'processing' })).toEqual({ done: false, pendingInARow: 0, status: 'processing' })
    expect(nextPoll(0, { status: 'completed' })).toEqual({ done: true, status: 'failed', error: videoErrors.unknown })
  })
})
