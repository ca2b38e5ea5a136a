import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEventBus, forgetSubscribers } from './events'

type Events = { 'thing.done': { id: number } }

describe('event bus', () => {
  afterEach(() => vi.restoreAllMocks())

  it('hands an emitted event to the subscribers of its type, in the order they subscribed', async () => {
    const bus = createEventBus<Events>('test-order')
    const seen: string[] = []
    bus.on('thing.done', 'first', ({ id }) => void seen.push(`first ${id}`))
    bus.on('thing.done', 'second', async ({ id }) => void seen.push(`second ${id}`))
    await bus.emit('thing.done', { id: 7 })
    expect(seen).toEqual(['first 7', 'second 7'])
  })

  it('keeps its subscribers to itself: nothing is shared through globalThis (decision 036)', async () => {
    const seen: number[] = []
    createEventBus<Events>('test-own').on('thing.done', 'mail', ({ id }) => void seen.push(id))
    await createEventBus<Events>('test-own').emit('thing.done', { id: 3 })
    expect(seen).toEqual([])
    expect(Object.getOwnPropertySymbols(globalThis).map(String)).not.toContainEqual(expect.stringContaining('ai-learning.'))
  })

  it('replaces a subscriber registered again under the same key, so a reload does not double it', async () => {
    const bus = createEventBus<Events>('test-replace')
    let calls = 0
    bus.on('thing.done', 'mail', () => void (calls += 1))
    bus.on('thing.done', 'mail', () => void (calls += 10))
    await bus.emit('thing.done', { id: 1 })
    expect(calls).toBe(10)
  })

  it('never fails the emitter when a subscriber throws, and still runs the others', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const bus = createEventBus<Events>('test-failure')
    const seen: number[] = []
    bus.on('thing.done', 'broken', () => {
      throw new Error('down')
    })
    bus.on('thing.done', 'fine', ({ id }) => void seen.push(id))
    await expect(bus.emit('thing.done', { id: 2 })).resolves.toBeUndefined()
    expect(seen).toEqual([2])
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('subscriber broken failed: down'))
  })

  it('forgets every subscriber of every bus when a test asks', async () => {
    const seen: string[] = []
    const a = createEventBus<Events>('test-forget-a')
    const b = createEventBus<Events>('test-forget-b')
    a.on('thing.done', 'mail', () => void seen.push('a'))
    b.on('thing.done', 'mail', () => void seen.push('b'))
    forgetSubscribers()
    await a.emit('thing.done', { id: 1 })
    await b.emit('thing.done', { id: 1 })
    expect(seen).toEqual([])
    a.on('thing.done', 'mail', () => void seen.push('again'))
    await a.emit('thing.done', { id: 1 })
    expect(seen).toEqual(['again'])
  })
})
