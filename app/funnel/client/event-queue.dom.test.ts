// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createEventQueue, type FunnelEventPayload, toEventPayload } from './event-queue'

const event = (screenId: string): FunnelEventPayload =>
  toEventPayload({ event: 'screen.presented', screenId, index: 0, screenType: 'Info' }, 'f1')
const sentIds = (calls: unknown[][]) =>
  calls.flatMap(([, init]) =>
    (JSON.parse((init as RequestInit).body as string) as { events: FunnelEventPayload[] }).events.map((e) => e.id),
  )

describe('the funnel event queue in a browser', () => {
  let fetchMock: ReturnType<typeof vi.fn>
  let beaconMock: ReturnType<typeof vi.fn>
  beforeEach(() => {
    fetchMock = vi.fn(async () => new Response(null, { status: 202 }))
    beaconMock = vi.fn(() => true)
    vi.stubGlobal('fetch', fetchMock)
    Object.defineProperty(navigator, 'sendBeacon', { value: beaconMock, configurable: true })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('sends what is waiting once, and keeps a batch the server could not take for the next try', async () => {
    const queue = createEventQueue()
    const [a, b] = [event('s1'), event('s2')]
    queue.push(a)
    fetchMock.mockRejectedValueOnce(new TypeError('offline'))
    await queue.flush()
    queue.push(b)
    await queue.flush()
    await queue.flush()
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(sentIds(fetchMock.mock.calls)).toEqual([a.id, a.id, b.id])
  })

  it('marks every batch of a staff preview, and no other', async () => {
    const preview = createEventQueue(undefined, undefined, { preview: true })
    preview.push(event('s1'))
    await preview.flush()
    const plain = createEventQueue()
    plain.push(event('s1'))
    await plain.flush()
    const bodies = fetchMock.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string) as { preview?: boolean })
    expect(bodies.map((body) => body.preview)).toEqual([true, undefined])
  })

  it('sends the saved progress first: a batch waits for `before`', async () => {
    const order: string[] = []
    const queue = createEventQueue(undefined, undefined, {
      before: async () => {
        await new Promise((resolve) => setTimeout(resolve, 5))
        order.push('progress saved')
      },
    })
    fetchMock.mockImplementationOnce(async () => {
      order.push('events sent')
      return new Response(null, { status: 200 })
    })
    queue.push(event('s1'))
    await queue.flush()
    expect(order).toEqual(['progress saved', 'events sent'])
  })

  it('drops a batch the server refused as invalid instead of resending it forever', async () => {
    const queue = createEventQueue()
    queue.push(event('s1'))
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 400 }))
    await queue.flush()
    await queue.flush()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('hands what is left to a beacon when the page is hidden or left, and not twice', async () => {
    const queue = createEventQueue()
    queue.start()
    queue.push(event('s1'))
    window.dispatchEvent(new Event('pagehide'))
    expect(beaconMock).toHaveBeenCalledTimes(1)
    const [url, body] = beaconMock.mock.calls[0] as [string, Blob]
    expect(url).toBe('/api/funnel-events')
    expect(JSON.parse(await body.text()).events).toHaveLength(1)
    window.dispatchEvent(new Event('pagehide'))
    await queue.flush()
    expect(beaconMock).toHaveBeenCalledTimes(1)
    expect(fetchMock).not.toHaveBeenCalled()
    queue.stop()
  })

  it('sends full batches of 50 at once and the rest on the next flush, each event once', async () => {
    const queue = createEventQueue()
    for (let i = 0; i < 120; i++) queue.push(event(`s${i}`))
    await vi.waitFor(() => expect(sentIds(fetchMock.mock.calls)).toHaveLength(100))
    await queue.flush()
    expect(new Set(sentIds(fetchMock.mock.calls)).size).toBe(120)
    for (const [, init] of fetchMock.mock.calls)
      expect(JSON.parse((init as RequestInit).body as string).events.length).toBeLessThanOrEqual(50)
  })
})
