// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildFunnel, choice, paywall, testNow } from '../../../engine/test-support/funnel-factory'
import type { PaywallData } from '../../screens/types'
import { storageKeys } from './client-storage'
import { startDriver } from './engine-driver'
import type { FunnelPageData } from '../rules/types'

const definition = buildFunnel([choice('q1'), choice('q2'), paywall('main')])
const plan = (id: string) => ({ id }) as PaywallData['plans'][number]
const paywalls: Record<string, PaywallData> = {
  main: {
    plans: [plan('one-week'), plan('four-weeks'), plan('twelve-weeks')],
    defaultPlanIndex: 1,
    projectsPromiseDays: 28,
    benefits: ['20+ AI courses'],
    guarantee: { title: 'Money-back guarantee', text: 'Refunds under the subscription terms.' },
    testimonials: [],
    faq: [],
  },
}

function page(extra: Partial<FunnelPageData> = {}): FunnelPageData {
  return {
    funnel: { id: definition.id, title: definition.title, version: definition.version },
    definition,
    mode: 'onboarding',
    preview: false,
    visitorId: '0b7e5a39-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
    now: testNow,
    persisted: null,
    frame: {} as FunnelPageData['frame'],
    paywalls,
    preload: [],
    ...extra,
  }
}

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
