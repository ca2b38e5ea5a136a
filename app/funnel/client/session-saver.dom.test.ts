// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PersistedFunnel } from '@engine/types'
import { createSessionSaver } from './session-saver'

const state = (screenId: string): PersistedFunnel => ({ funnelId: 'f1', version: 1, screenId, history: [], answers: {}, drafts: {} })
const bodies = (calls: unknown[][]) =>
  calls.map(([, init]) => JSON.parse((init as RequestInit).body as string) as { funnelId: string; state: PersistedFunnel })

describe('the funnel session saver in a browser', () => {
  let fetchMock: ReturnType<typeof vi.fn>
  let beaconMock: ReturnType<typeof vi.fn>
  beforeEach(() => {
    vi.useFakeTimers()
    fetchMock = vi.fn(async () => new Response(null, { status: 200 }))
    beaconMock = vi.fn(() => true)
    vi.stubGlobal('fetch', fetchMock)
    Object.defineProperty(navigator, 'sendBeacon', { value: beaconMock, configurable: true })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  /** A started saver whose first save of `screenId` failed (the connection dropped). */
  async function savedOffline(options: { variant?: string }, screenId: string) {
    const saver = createSessionSaver({ funnelId: 'f1', preview: false, ...options })
    saver.start()
    fetchMock.mockRejectedValueOnce(new TypeError('offline'))
    saver.save(state(screenId))
    await vi.advanceTimersByTimeAsync(200)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    return saver
  }

  it('saves only the latest of quick changes, once', async () => {
    const saver = createSessionSaver({ funnelId: 'f1', preview: false })
    saver.save(state('s1'))
    saver.save(state('s2'))
    saver.save(state('s3'))
    await vi.advanceTimersByTimeAsync(200)
    expect(bodies(fetchMock.mock.calls).map((body) => body.state.screenId)).toEqual(['s3'])
    await saver.flush()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('sends the save still waiting at once when stopped, by beacon or else by request, and nothing later', async () => {
    const saver = createSessionSaver({ funnelId: 'f1', preview: false })
    saver.save(state('s1'))
    saver.stop()
    expect(beaconMock).toHaveBeenCalledTimes(1)
    beaconMock.mockReturnValueOnce(false)
    const refused = createSessionSaver({ funnelId: 'f1', preview: false })
    refused.save(state('s2'))
    refused.stop()
    await vi.advanceTimersByTimeAsync(0)
    expect(bodies(fetchMock.mock.calls).map((body) => body.state.screenId)).toEqual(['s2'])
    await vi.advanceTimersByTimeAsync(1000)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('tries again after a failed save, and sends the unsaved state by beacon when the page goes', async () => {
    const saver = await savedOffline({ variant: 'challenge_100k' }, 's1')
    window.dispatchEvent(new Event('pagehide'))
    expect(beaconMock).toHaveBeenCalledTimes(1)
    const [url, blob] = beaconMock.mock.calls[0] as [string, Blob]
    expect(url).toBe('/api/funnel-session')
    expect(JSON.parse(await blob.text())).toMatchObject({ funnelId: 'f1', variant: 'challenge_100k', state: { screenId: 's1' } })
    window.dispatchEvent(new Event('pagehide'))
    expect(beaconMock).toHaveBeenCalledTimes(1)
    saver.stop()
  })

  it('sends what was answered offline as soon as the connection is back, without waiting for another change', async () => {
    const saver = await savedOffline({}, 's4')
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(0)
    expect(bodies(fetchMock.mock.calls).map((body) => body.state.screenId)).toEqual(['s4', 's4'])
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(0)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    saver.stop()
  })
})
