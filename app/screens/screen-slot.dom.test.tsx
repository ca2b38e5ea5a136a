// @vitest-environment happy-dom
import { act, startTransition, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { domRootPerTest } from '../../tests/support/dom-root'
import type { Screen } from '@schemas/screens'
import { retryAfterMs, ScreenSlot } from './screen-slot'
import type { ScreenProps } from './types'

const registry = vi.hoisted(() => ({ loadRenderer: vi.fn(), loadedRenderer: vi.fn(), preloadRenderer: vi.fn() }))
vi.mock('./registry', () => registry)

const dom = domRootPerTest()
const Info = ({ screen }: ScreenProps) => <h1>{screen.title}</h1>
const screen = { id: 'welcome', type: 'Info', title: 'Welcome aboard' } as Screen
// The slot keeps its first load per type for the page's life: a test that needs a fresh one uses another type.
const slot = (type = 'Info') => (
  <Suspense fallback={<p>Loading</p>}>
    <ScreenSlot {...({ type, screen, send: () => undefined } as unknown as ScreenProps & { type: 'Info' })} />
  </Suspense>
)
const settle = () => act(async () => await Promise.resolve())
const offlineHeading = () => dom.container.querySelector('h1')?.textContent

afterEach(() => {
  vi.useRealTimers()
  vi.clearAllMocks()
})

describe('ScreenSlot', () => {
  // First in the file: after the act-driven tests below, React here no longer replays the suspended
  // render, and this check would pass without the fix.
  it('shows the renderer whose code arrives while the first render waits, without React recovering from an error', async () => {
    let arrived = false
    registry.loadedRenderer.mockImplementation(() => (arrived ? Info : undefined))
    registry.preloadRenderer.mockImplementation(() => Promise.resolve().then(() => ((arrived = true), Info)))
    // Outside `act`, as in a browser: React waits for the code and replays the suspended render.
    globalThis.IS_REACT_ACT_ENVIRONMENT = false
    const recovered: unknown[] = []
    const root = createRoot(dom.container, { onRecoverableError: (error) => recovered.push(error) })
    try {
      startTransition(() => root.render(slot('Loader')))
      await vi.waitFor(() => expect(offlineHeading()).toBe('Welcome aboard'))
    } finally {
      root.unmount()
      globalThis.IS_REACT_ACT_ENVIRONMENT = true
    }
    expect(recovered).toEqual([])
  })

  it('renders the renderer at once when its code has arrived', async () => {
    registry.loadedRenderer.mockReturnValue(Info)
    await dom.render(slot())
    expect(offlineHeading()).toBe('Welcome aboard')
    expect(registry.loadRenderer).not.toHaveBeenCalled()
  })

  it('says so in place of the screen when the code cannot be fetched, and shows it once reconnected', async () => {
    registry.loadedRenderer.mockReturnValue(undefined)
    registry.preloadRenderer.mockResolvedValueOnce(undefined)
    registry.loadRenderer.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    await dom.render(slot())
    await settle()
    expect(offlineHeading()).toBe('You seem to be offline')
    expect(dom.container.textContent).toContain('Your answers so far are kept.')

    registry.loadRenderer.mockResolvedValueOnce(Info)
    await act(async () => {
      window.dispatchEvent(new Event('online'))
      await Promise.resolve()
    })
    await settle()
    expect(offlineHeading()).toBe('Welcome aboard')
    expect(registry.loadRenderer).toHaveBeenCalledTimes(2)
  })

  it('tries again by itself every few seconds, and on a tap', async () => {
    vi.useFakeTimers()
    registry.loadedRenderer.mockReturnValue(undefined)
    registry.preloadRenderer.mockResolvedValueOnce(undefined)
    registry.loadRenderer.mockRejectedValue(new TypeError('offline'))
    await dom.render(slot())
    await settle()
    expect(registry.loadRenderer).toHaveBeenCalledTimes(1)
    await act(async () => await vi.advanceTimersByTimeAsync(retryAfterMs))
    expect(registry.loadRenderer).toHaveBeenCalledTimes(2)

    registry.loadRenderer.mockResolvedValue(Info)
    await act(async () => dom.container.querySelector('button')?.click())
    await settle()
    expect(registry.loadRenderer).toHaveBeenCalledTimes(3)
    expect(offlineHeading()).toBe('Welcome aboard')
  })
})
