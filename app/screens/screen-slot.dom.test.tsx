// @vitest-environment happy-dom
import { act, Suspense } from 'react'
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
const slot = () => (
  <Suspense fallback={<p>Loading</p>}>
    <ScreenSlot {...({ type: 'Info', screen, send: () => undefined } as unknown as ScreenProps & { type: 'Info' })} />
  </Suspense>
)
const settle = () => act(async () => await Promise.resolve())
const offlineHeading = () => dom.container.querySelector('h1')?.textContent

afterEach(() => {
  vi.useRealTimers()
  vi.clearAllMocks()
})

describe('ScreenSlot', () => {
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
