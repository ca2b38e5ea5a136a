// @vitest-environment happy-dom
import { act, type ReactNode, StrictMode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildFunnel, choice, info, multi, paywall } from '@engine/test-support/funnel-factory'
import type { PersistedFunnel } from '@engine/types'
import type { FunnelPageData } from '../rules/types'
import { definition, playerPage, visitorId } from '../test-support/player-page'
import { storageKeys } from './client-storage'
import * as engineDriver from './engine-driver'
import type { DriverHooks } from './engine-driver'
import * as renderers from './prefetch-renderers'
import { type FunnelActor, type FunnelActorOptions, useFunnelActor } from './use-funnel-actor'

// The hook reads only the navigation state from Remix: a form post on its way is `submitting`,
// then `loading` while the page it redirects to loads, then `idle`.
const navigation = vi.hoisted(() => ({ state: 'idle' as 'idle' | 'submitting' | 'loading' }))
vi.mock('@remix-run/react', () => ({ useNavigation: () => navigation }))

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

const page = playerPage

/** Progress on q2 with q1 answered, as the server would hand it over after a form post. */
const onQ2: PersistedFunnel = {
  funnelId: definition.id,
  version: definition.version,
  screenId: 'q2',
  history: ['q1'],
  answers: { q1: { screenId: 'q1', step: 1, question: 'Question q1', data: { id: 'a', value: 'Option a' } } },
  drafts: {},
  savedAt: '2025-01-15T10:01:00.000Z',
}

let actor: FunnelActor
function Player({
  page,
  checkout = () => undefined,
  options,
}: {
  page: FunnelPageData
  checkout?: DriverHooks['checkout']
  options?: FunnelActorOptions
}) {
  actor = useFunnelActor(page, { checkout }, options)
  return (
    <output data-live={actor.live} data-completed={actor.completed}>
      {actor.frame ? `${actor.frame.screen.id}${actor.frame.error ? `: ${actor.frame.error}` : ''}` : 'server frame'}
    </output>
  )
}

let root: Root | undefined
let container: HTMLElement
const mount = () => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
}
/** Renders synchronously: effects have run, the engine's dynamic import has not resolved yet. */
const render = (ui: ReactNode) => act(() => root!.render(<StrictMode>{ui}</StrictMode>))
/** Lets the dynamic import resolve and React apply what follows. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))
const unmount = () => {
  act(() => root?.unmount())
  root = undefined
}
const shown = () => {
  const output = container.querySelector('output')!
  return { text: output.textContent, live: output.dataset.live === 'true', completed: output.dataset.completed === 'true' }
}
const sessionSaves = (calls: unknown[][]) =>
  calls
    .filter(([url]) => url === '/api/funnel-session')
    .map(([, init]) => (JSON.parse((init as RequestInit).body as string) as { state: PersistedFunnel }).state)

describe('useFunnelActor: the funnel engine in a rendered player', () => {
  let fetchMock: ReturnType<typeof vi.fn>
  let beaconMock: ReturnType<typeof vi.fn>
  // The real driver, counted.
  const startDriver = vi.spyOn(engineDriver, 'startDriver')
  beforeEach(() => {
    navigation.state = 'idle'
    sessionStorage.clear()
    localStorage.clear()
    startDriver.mockClear()
    fetchMock = vi.fn(async () => new Response(null, { status: 202 }))
    beaconMock = vi.fn(() => true)
    vi.stubGlobal('fetch', fetchMock)
    Object.defineProperty(navigator, 'sendBeacon', { value: beaconMock, configurable: true })
    mount()
  })
  afterEach(async () => {
    // Sends the save still waiting on its timer now: fired later, it would find no window.
    await actor.flush()
    unmount()
    container.remove()
    vi.unstubAllGlobals()
  })

  it('leaves the server’s frame in place until the engine runs: not live, taps ignored, nothing to flush', async () => {
    render(<Player page={page()} />)
    expect(shown()).toEqual({ text: 'server frame', live: false, completed: false })
    expect(() => actor.send({ type: 'answer.select', optionId: 'a' })).not.toThrow()
    await expect(actor.flush()).resolves.toBeUndefined()
    await settle()
    expect(shown()).toEqual({ text: 'q1', live: true, completed: false })
    expect(localStorage.getItem(storageKeys.visitor)).toBe(visitorId)
  })

  it('sends taps to the engine and re-renders with each frame, a refusal included', async () => {
    const picks = buildFunnel([multi('pick'), choice('q2'), paywall('main')], { id: 'pick_funnel' })
    render(<Player page={page({}, picks)} />)
    await settle()
    act(() => actor.send({ type: 'nav.next' }))
    expect(shown().text).toBe('pick: Choose at least one option.')
    act(() => actor.send({ type: 'answer.toggle', optionId: 'a' }))
    expect(shown().text).toBe('pick')
    act(() => actor.send({ type: 'nav.next' }))
    expect(shown().text).toBe('q2')
    act(() => actor.send({ type: 'nav.back' }))
    expect(shown().text).toBe('pick')
  })

  it('waits for a form post on its way, then starts from the screen that post leads to', async () => {
    navigation.state = 'submitting'
    render(<Player page={page()} />)
    await settle()
    navigation.state = 'loading'
    render(<Player page={page()} />)
    await settle()
    expect(shown().live).toBe(false)
    expect(startDriver).not.toHaveBeenCalled()

    navigation.state = 'idle'
    render(<Player page={page({ persisted: onQ2 })} />)
    await settle()
    expect(shown()).toMatchObject({ text: 'q2', live: true })
  })

  it('starts the engine once: later posts and new page data do not restart it', async () => {
    render(<Player page={page()} />)
    await settle()
    act(() => actor.send({ type: 'answer.select', optionId: 'b' }))
    navigation.state = 'submitting'
    render(<Player page={page()} />)
    navigation.state = 'idle'
    render(<Player page={page({ persisted: null, now: '2025-01-16T10:00:00.000Z' })} />)
    await settle()
    expect(startDriver).toHaveBeenCalledTimes(1)
    expect(shown().text).toBe('q2')
  })

  it('resumes this tab’s progress when the player mounts again (a reload)', async () => {
    render(<Player page={page()} />)
    await settle()
    act(() => actor.send({ type: 'answer.select', optionId: 'a' }))
    unmount()

    mount()
    render(<Player page={page()} />)
    await settle()
    expect(shown().text).toBe('q2')
  })

  it.each([
    ['not JSON', '{"funnelId":'],
    ['not a saved funnel', JSON.stringify({ hello: 'world', savedAt: '2030-01-01T00:00:00.000Z' })],
    ['with answers of the wrong shape', JSON.stringify({ ...onQ2, answers: { q1: 'a' } })],
    ['for an older version', JSON.stringify({ ...onQ2, version: definition.version - 1 })],
    ['for screens that do not exist', JSON.stringify({ ...onQ2, screenId: 'gone', history: ['q1'] })],
  ])('starts afresh over stored progress it cannot use (%s) and replaces it', async (_, stored) => {
    sessionStorage.setItem(storageKeys.funnelId, definition.id)
    sessionStorage.setItem(storageKeys.state, stored)
    render(<Player page={page()} />)
    await settle()
    expect(shown()).toMatchObject({ text: 'q1', live: true })
    expect(JSON.parse(sessionStorage.getItem(storageKeys.state)!)).toMatchObject({
      funnelId: definition.id,
      version: definition.version,
      screenId: 'q1',
    })
  })

  it('resumes the server’s progress when this tab’s newer copy cannot be used, and does not save over it', async () => {
    // E.g. a tab still on the old version kept answering after a republish, while another tab went on with the new one.
    const tabsNewerStale = { ...onQ2, version: definition.version - 1, savedAt: '2025-01-15T10:09:00.000Z' }
    sessionStorage.setItem(storageKeys.funnelId, definition.id)
    sessionStorage.setItem(storageKeys.state, JSON.stringify(tabsNewerStale))
    render(<Player page={page({ persisted: onQ2 })} />)
    await settle()
    expect(shown()).toMatchObject({ text: 'q2', live: true })
    await act(() => actor.flush())
    expect(sessionSaves(fetchMock.mock.calls).filter((state) => state.screenId !== 'q2')).toEqual([])
    expect(JSON.parse(sessionStorage.getItem(storageKeys.state)!)).toMatchObject({ version: definition.version, screenId: 'q2' })
  })

  it('runs on when the browser refuses storage (private mode): taps move on and the server gets the progress', async () => {
    const refusing = (): Storage => ({
      length: 0,
      key: () => null,
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      },
      removeItem: () => undefined,
      clear: () => undefined,
    })
    vi.stubGlobal('sessionStorage', refusing())
    vi.stubGlobal('localStorage', refusing())
    render(<Player page={page()} />)
    await settle()
    act(() => actor.send({ type: 'answer.select', optionId: 'a' }))
    expect(shown().text).toBe('q2')
    await act(() => actor.flush())
    expect(sessionSaves(fetchMock.mock.calls).at(-1)).toMatchObject({ screenId: 'q2', history: ['q1'] })
  })

  it('stops the engine when the player unmounts: what is unsaved goes by beacon, and nothing listens after', async () => {
    render(<Player page={page()} />)
    await settle()
    act(() => actor.send({ type: 'answer.select', optionId: 'a' }))
    unmount()
    const beaconed = beaconMock.mock.calls.map(([url]) => url)
    expect(beaconed).toContain('/api/funnel-session')
    const [, blob] = beaconMock.mock.calls.find(([url]) => url === '/api/funnel-session') as [string, Blob]
    expect(JSON.parse(await blob.text()).state).toMatchObject({ screenId: 'q2' })

    beaconMock.mockClear()
    window.dispatchEvent(new Event('pagehide'))
    expect(beaconMock).not.toHaveBeenCalled()
  })

  it('never starts the engine for a player unmounted before it arrived', async () => {
    render(<Player page={page()} />)
    unmount()
    await settle()
    expect(startDriver).not.toHaveBeenCalled()
    expect(localStorage.getItem(storageKeys.visitor)).toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('checks out through the latest checkout hook, with the plan chosen, after the progress is saved', async () => {
    const order: string[] = []
    fetchMock.mockImplementation(async (url: string) => {
      order.push(url)
      return new Response(null, { status: 202 })
    })
    const first = vi.fn()
    const latest = vi.fn(() => void order.push('checkout'))
    render(<Player page={page()} checkout={first} />)
    await settle()
    act(() => actor.send({ type: 'answer.select', optionId: 'a' }))
    act(() => actor.send({ type: 'answer.select', optionId: 'a' }))
    expect(shown().text).toBe('main')
    render(<Player page={page()} checkout={latest} />)
    act(() => actor.send({ type: 'paywall.checkout' }))
    await vi.waitFor(() => expect(latest).toHaveBeenCalledWith('four-weeks'))
    expect(first).not.toHaveBeenCalled()
    expect(order.indexOf('/api/funnel-session')).toBeGreaterThan(-1)
    expect(order.indexOf('/api/funnel-session')).toBeLessThan(order.indexOf('checkout'))
  })

  it('fetches the other screens’ renderers once the engine runs, or (the onboarding modal) only after the first tap', async () => {
    const prefetch = vi.spyOn(renderers, 'prefetchRenderers').mockImplementation(() => () => undefined)
    render(<Player page={page()} />)
    await settle()
    expect(prefetch).toHaveBeenCalledTimes(1)
    unmount()

    prefetch.mockClear()
    mount()
    render(<Player page={page()} options={{ prefetch: 'first-tap' }} />)
    await settle()
    expect(shown().live).toBe(true)
    expect(prefetch).not.toHaveBeenCalled()
    act(() => actor.send({ type: 'answer.select', optionId: 'a' }))
    await settle()
    expect(prefetch).toHaveBeenCalledTimes(1)
    expect(prefetch.mock.calls[0]![0]).toEqual(page().definition.screens.map((screen) => screen.type))
    prefetch.mockRestore()
  })

  it('reports the funnel completed once the engine is past its last screen', async () => {
    const short = buildFunnel([info('intro'), { id: 'slide', type: 'ProductOnboarding', title: 'Ready?' }], { id: 'short_funnel' })
    render(<Player page={page({}, short)} />)
    await settle()
    act(() => actor.send({ type: 'nav.next' }))
    expect(shown()).toMatchObject({ text: 'slide', completed: false })
    act(() => actor.send({ type: 'nav.next' }))
    expect(shown()).toEqual({ text: 'server frame', live: true, completed: true })
  })
})
