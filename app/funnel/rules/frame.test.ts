import { describe, expect, it } from 'vitest'
import { buildFunnel, choice, info, multi, paywall, startFunnel } from '@engine/test-support/funnel-factory'
import { buildFrame } from './frame'

const definition = buildFunnel([
  choice('goal'),
  multi('tools'),
  { id: 'load', type: 'Loader', loadingText: 'Working', loadingTime: 4 },
  info('done'),
  paywall('offer'),
  paywall('discount', { discount: { percent: 50, title: 'Half price' } }),
])

function frameAfter(...events: Parameters<ReturnType<typeof startFunnel>['send']>) {
  const funnel = startFunnel(definition)
  funnel.send(...events)
  return { funnel, frame: buildFrame(definition, funnel.actor.getSnapshot()) }
}

describe('buildFrame', () => {
  it('marks the first screen, with no way back and the next renderer to fetch', () => {
    const { frame } = frameAfter()
    expect(frame).toMatchObject({
      isFirstScreen: true,
      canGoBack: false,
      canContinue: false,
      progress: { step: 1, total: 6 },
      nextScreenType: 'MultipleOption',
      selectedOptionIds: [],
    })
  })

  it('follows the selection and allows continuing once enough is chosen', () => {
    const { frame } = frameAfter({ type: 'answer.select', optionId: 'a' }, { type: 'answer.toggle', optionId: 'b' })
    expect(frame).toMatchObject({ isFirstScreen: false, canGoBack: true, canContinue: true, selectedOptionIds: ['b'] })
  })

  it('gives loaders their time and lets a paywall followed by a discount be declined', () => {
    const { funnel, frame } = frameAfter(
      { type: 'answer.select', optionId: 'a' },
      { type: 'answer.toggle', optionId: 'b' },
      { type: 'nav.next' },
    )
    expect(frame).toMatchObject({ screen: { id: 'load' }, loadingSeconds: 4 })
    funnel.clock.increment(4000)
    funnel.send({ type: 'nav.next' })
    expect(buildFrame(definition, funnel.actor.getSnapshot())).toMatchObject({ screen: { id: 'offer' }, canDecline: true })
    funnel.send({ type: 'plan.select', planId: 'p1' }, { type: 'nav.next' })
    expect(buildFrame(definition, funnel.actor.getSnapshot(), 'Nope')).toMatchObject({
      screen: { id: 'discount' },
      canDecline: false,
      selectedPlanId: 'p1',
      error: 'Nope',
    })
  })

  it('has nothing to show once the funnel is completed', () => {
    const { funnel } = frameAfter({ type: 'answer.select', optionId: 'a' }, { type: 'answer.toggle', optionId: 'b' }, { type: 'nav.next' })
    funnel.clock.increment(4000)
    funnel.send({ type: 'nav.next' }, { type: 'paywall.checkout', planId: 'p1' })
    expect(funnel.screen()).toBe('completed')
    expect(buildFrame(definition, funnel.actor.getSnapshot())).toBeUndefined()
  })
})
