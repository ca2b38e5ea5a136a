// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { storageKeys } from './client-storage'
import { startDriver } from './engine-driver'
import { definition, playerPage } from '../test-support/player-page'

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
})
