import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { notifyContentChanged } from '@cms/hooks/content-changed'

let storedStamp = 'one'
const findGlobal = vi.fn(async () => ({ stamp: storedStamp }))
vi.mock('@cms/get-payload', () => ({ getPayloadClient: async () => ({ findGlobal }) }))

const { cachedContent, clearContentCache } = await import('./content-cache.server')
const changed = (stamp: string) => notifyContentChanged(stamp)

describe('cachedContent', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    storedStamp = 'one'
    findGlobal.mockClear()
    clearContentCache()
  })
  afterEach(() => vi.useRealTimers())

  it('loads once per content stamp and reads the stamp at most once a second', async () => {
    const load = vi.fn(async () => ({ plans: 3 }))
    const results = await Promise.all([cachedContent('plans', load), cachedContent('plans', load), cachedContent('plans', load)])
    expect(results.every((result) => result === results[0])).toBe(true)
    expect(load).toHaveBeenCalledTimes(1)
    expect(findGlobal).toHaveBeenCalledTimes(1)
    await cachedContent('plans', load)
    expect(findGlobal).toHaveBeenCalledTimes(1)
  })

  it('picks up another process’s edit once the stamp is read again (within a second)', async () => {
    const load = vi.fn(async () => `version ${storedStamp}`)
    expect(await cachedContent('funnel', load)).toBe('version one')
    storedStamp = 'two'
    expect(await cachedContent('funnel', load)).toBe('version one')
    vi.advanceTimersByTime(1001)
    expect(await cachedContent('funnel', load)).toBe('version two')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('drops everything at once when this process (or the admin over IPC) reports a change', async () => {
    const load = vi.fn(async () => 'data')
    await cachedContent('landing', load)
    changed('three')
    await cachedContent('landing', load)
    expect(load).toHaveBeenCalledTimes(2)
    expect(findGlobal).toHaveBeenCalledTimes(1)
  })

  it('does not keep a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('database busy')).mockResolvedValueOnce('data')
    await expect(cachedContent('settings', load)).rejects.toThrow('database busy')
    expect(await cachedContent('settings', load)).toBe('data')
  })

  it('tells every copy of the module about a change (the Remix build’s and the simulators’)', async () => {
    const load = vi.fn(async () => 'data')
    await cachedContent('landing', load)
    vi.resetModules()
    const otherCopy = await import('./content-cache.server')
    await otherCopy.cachedContent('landing', load)
    changed('four')
    await cachedContent('landing', load)
    expect(load).toHaveBeenCalledTimes(3)
  })
})
