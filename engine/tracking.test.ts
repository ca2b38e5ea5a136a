import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { ScreenInput } from '../schemas/screens'
import { createFunnelMachine } from './create-funnel-machine'
import { buildFunnel, choice, paywall, startFunnel, testNow } from './test-support/funnel-factory'

const email: ScreenInput = { id: 'email', type: 'Email', title: 'Enter your email' }

describe('track', () => {
  it('fires started, each screen, registration, paywall and completed, in order', () => {
    const track = vi.fn()
    const machine = createFunnelMachine(buildFunnel([choice('q1'), email, paywall()])).provide({
      actions: { track: (_, params) => track(params) },
    })
    const actor = createActor(machine, { input: { now: testNow } }).start()
    actor.send({ type: 'answer.select', optionId: 'a' })
    actor.send({ type: 'answer.input', value: 'me@example.com' })
    actor.send({ type: 'nav.next' })
    actor.send({ type: 'paywall.checkout', planId: 'p4w' })
    expect(track.mock.calls.map(([params]) => params)).toEqual([
      { event: 'funnel.started' },
      { event: 'screen.presented', screenId: 'q1', index: 0, screenType: 'SingleOption' },
      { event: 'screen.presented', screenId: 'email', index: 1, screenType: 'Email' },
      { event: 'registration.presented', screenId: 'email', index: 1, screenType: 'Email' },
      { event: 'screen.presented', screenId: 'paywall', index: 2, screenType: 'Paywall' },
      { event: 'paywall.presented', screenId: 'paywall', index: 2, screenType: 'Paywall' },
      { event: 'funnel.completed' },
    ])
  })
})

describe('persist', () => {
  it('is called with the persisted snapshot after each change of screen or answers', () => {
    const funnel = startFunnel(buildFunnel([choice('q1'), paywall()]))
    expect(funnel.persisted).toEqual([{ funnelId: 'test_funnel', version: 1, screenId: 'q1', history: [], answers: {}, drafts: {} }])
    funnel.send({ type: 'answer.select', optionId: 'b' })
    expect(funnel.persisted.map((saved) => (saved as { screenId: string }).screenId)).toEqual(['q1', 'q1', 'paywall'])
    expect(funnel.persisted.at(-1)).toMatchObject({
      screenId: 'paywall',
      history: ['q1'],
      answers: { q1: { data: { id: 'b' } } },
    })
  })
})
