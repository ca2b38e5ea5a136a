import { describe, expect, it } from 'vitest'
import type { ScreenInput } from '../schemas/screens'
import { buildFunnel, info, paywall, startFunnel } from './test-support/funnel-factory'

const loader = (extra: Partial<ScreenInput> = {}) =>
  ({ id: 'loader', type: 'Loader', loadingText: 'Creating your personal challenge', ...extra }) as ScreenInput

describe('loader', () => {
  it('moves on by itself after settings.loader.defaultSeconds (6 s), not before', () => {
    const funnel = startFunnel(buildFunnel([info('intro'), loader(), paywall()]))
    funnel.send({ type: 'nav.next' })
    funnel.clock.increment(5999)
    expect(funnel.screen()).toBe('loader')
    funnel.clock.increment(1)
    expect(funnel.screen()).toBe('paywall')
  })

  it("uses the screen's own loadingTime when it has one", () => {
    const funnel = startFunnel(buildFunnel([info('intro'), loader({ loadingTime: 2.5 }), paywall()]))
    funnel.send({ type: 'nav.next' })
    funnel.clock.increment(2499)
    expect(funnel.screen()).toBe('loader')
    funnel.clock.increment(1)
    expect(funnel.screen()).toBe('paywall')
  })

  it('ignores nav.next while loading', () => {
    const funnel = startFunnel(buildFunnel([info('intro'), loader(), paywall()]))
    funnel.send({ type: 'nav.next' }, { type: 'nav.next' })
    expect(funnel.screen()).toBe('loader')
  })

  it('leaving early cancels the timer', () => {
    const funnel = startFunnel(buildFunnel([info('intro'), loader(), paywall()]))
    funnel.send({ type: 'nav.next' }, { type: 'nav.back' })
    funnel.clock.increment(10_000)
    expect(funnel.screen()).toBe('intro')
  })
})
