// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { prefetchRenderers } from './prefetch-renderers'

const registry = vi.hoisted(() => ({ preloadRenderer: vi.fn((_type: string) => Promise.resolve(undefined)) }))
vi.mock('../../screens/registry', () => registry)

afterEach(() => {
  vi.useRealTimers()
  vi.clearAllMocks()
})

describe('prefetchRenderers', () => {
  it('fetches each screen type of the funnel once, one after another, only when the page is idle', async () => {
    vi.useFakeTimers()
    const idle: (() => void)[] = []
    const win = { requestIdleCallback: (callback: () => void) => idle.push(callback), setTimeout } as unknown as Window
    prefetchRenderers(['Info', 'SingleOption', 'Info', 'MultipleOption'], win)
    expect(registry.preloadRenderer).not.toHaveBeenCalled()
    while (idle.length > 0) {
      idle.shift()!()
      await vi.runAllTimersAsync()
    }
    expect(registry.preloadRenderer.mock.calls.map(([type]) => type)).toEqual(['Info', 'SingleOption', 'MultipleOption'])
  })

  it('stops before the next renderer when the player goes away, and goes on past one that failed', async () => {
    registry.preloadRenderer.mockResolvedValueOnce(undefined)
    const idle: (() => void)[] = []
    const win = { requestIdleCallback: (callback: () => void) => idle.push(callback) } as unknown as Window
    const stop = prefetchRenderers(['Info', 'Email', 'Chart'], win)
    idle.shift()!()
    await Promise.resolve()
    idle.shift()!()
    await Promise.resolve()
    stop()
    idle.shift()?.()
    expect(registry.preloadRenderer.mock.calls.map(([type]) => type)).toEqual(['Info', 'Email'])
  })
})
