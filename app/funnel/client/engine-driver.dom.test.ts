// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { storageKeys } from './client-storage'
import { startDriver } from './engine-driver'
import { definition, playerPage } from '../test-support/player-page'
import { buildFunnel } from '@engine/test-support/funnel-factory'
import type { ScreenInput } from '@schemas/screens'

const page = playerPage

describe('the funnel engine in a browser tab', () => {
  let fetchMock: ReturnType<typeof vi.fn>
  beforeEach(() => {
    sessionStorage.clear()
    localStorage.clear()
    fetchMock = vi.fn(async () => new Response(null, { status: 202 }))
    vi.stubGlobal('fetch', fetchMock)
    Object.defineProperty(navigator, 'sendBeacon', { value: vi.fn(() => true), configurable: true })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('keeps the tab’s progress in sessionStorage and resumes it after a reload', () => {
    const first = startDriver(page(), { checkout: () => undefined })
    first.send({ type: 'answer.select', optionId: 'b' })
    expect(first.getFrame()?.screen.id).toBe('q2')
    expect(sessionStorage.getItem(storageKeys.funnelId)).toBe(definition.id)
    expect(JSON.parse(sessionStorage.getItem(storageKeys.answers)!)).toEqual([
      expect.objectContaining({ question: expect.any(String), data: expect.objectContaining({ id: 'b' }) }),
    ])
    expect(localStorage.getItem(storageKeys.visitor)).toBe(page().visitorId)
    first.stop()

    const reloaded = startDriver(page(), { checkout: () => undefined })
    expect(reloaded.getFrame()?.screen.id).toBe('q2')
    expect(reloaded.getFrame()?.canGoBack).toBe(true)
    reloaded.stop()
  })

  it('starts afresh when the stored progress is for an older version of the funnel', () => {
    const first = startDriver(page(), { checkout: () => undefined })
    first.send({ type: 'answer.select', optionId: 'a' })
    first.stop()
    const stored = JSON.parse(sessionStorage.getItem(storageKeys.state)!)
    sessionStorage.setItem(storageKeys.state, JSON.stringify({ ...stored, version: definition.version - 1 }))
    const restarted = startDriver(page(), { checkout: () => undefined })
    expect(restarted.getFrame()?.screen.id).toBe('q1')
    restarted.stop()
  })

  it('opens the paywall with its default plan chosen, then the visitor’s, and checks out with it', async () => {
    const checkout = vi.fn()
    const driver = startDriver(page(), { checkout })
    driver.send({ type: 'answer.select', optionId: 'a' })
    driver.send({ type: 'answer.select', optionId: 'a' })
    expect(driver.getFrame()?.screen.id).toBe('main')
    expect(driver.getFrame()?.selectedPlanId).toBe('four-weeks')
    driver.send({ type: 'plan.select', planId: 'twelve-weeks' })
    expect(driver.getFrame()?.selectedPlanId).toBe('twelve-weeks')
    driver.send({ type: 'paywall.checkout' })
    await vi.waitFor(() => expect(checkout).toHaveBeenCalledWith('twelve-weeks'))
    driver.stop()
  })

  it('resumes the server’s saved progress when this tab has none, on the paywall with its default plan', () => {
    const first = startDriver(page(), { checkout: () => undefined })
    first.send({ type: 'answer.select', optionId: 'a' })
    first.send({ type: 'answer.select', optionId: 'a' })
    first.stop()
    const saved = JSON.parse(sessionStorage.getItem(storageKeys.state)!)
    sessionStorage.clear()
    const { planId: _chosen, ...withoutPlan } = saved
    const resumed = startDriver(page({ persisted: withoutPlan }), { checkout: () => undefined })
    expect(resumed.getFrame()?.screen.id).toBe('main')
    expect(resumed.getFrame()?.selectedPlanId).toBe('four-weeks')
    resumed.stop()
  })

  describe('inside the app, an IntroLesson screen hands over to the real lesson', () => {
    const intro = { id: 'lesson', type: 'IntroLesson', title: 'Start here' } as ScreenInput
    const slide = { id: 'last', type: 'ProductOnboarding', title: 'Ready' } as ScreenInput
    const product = buildFunnel([intro, { id: 'done', type: 'IntroLessonFinished', title: 'Well done' } as ScreenInput, slide])

    it('moves on, sends that progress, then calls openLesson with the screen', async () => {
      const openLesson = vi.fn()
      const driver = startDriver(playerPage({}, product), { checkout: () => undefined, openLesson })
      driver.send({ type: 'nav.next' })
      expect(driver.getFrame()?.screen.id).toBe('done')
      expect(openLesson).toHaveBeenCalledWith('lesson', expect.any(Promise))
      await openLesson.mock.calls[0]![1]
      const saves = fetchMock.mock.calls.filter(([url]) => url === '/api/funnel-session')
      expect(JSON.parse(String((saves.at(-1)![1] as RequestInit).body)).state.screenId).toBe('done')
      driver.stop()
    })

    it('leaves other screens, and the hook-less player, alone', () => {
      const openLesson = vi.fn()
      const driver = startDriver(playerPage({}, product), { checkout: () => undefined, openLesson })
      driver.send({ type: 'nav.next' })
      driver.send({ type: 'nav.next' })
      expect(driver.getFrame()?.screen.id).toBe('last')
      expect(openLesson).toHaveBeenCalledTimes(1)
      driver.stop()
      sessionStorage.clear()
      const plain = startDriver(playerPage({}, product), { checkout: () => undefined })
      plain.send({ type: 'nav.next' })
      expect(plain.getFrame()?.screen.id).toBe('done')
      plain.stop()
    })
  })
})
