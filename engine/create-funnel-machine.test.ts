import { describe, expect, it } from 'vitest'
import type { ScreenInput } from '../schemas/screens'
import { createFunnelMachine } from './create-funnel-machine'
import { buildFunnel, choice, info, paywall, startFunnel } from './test-support/funnel-factory'

describe('createFunnelMachine', () => {
  it('has one state per screen plus completed, and the funnel id', () => {
    const machine = createFunnelMachine(buildFunnel([choice('q1'), info('i1'), paywall()]))
    expect(machine.id).toBe('test_funnel')
    expect(Object.keys(machine.root.states)).toEqual(['q1', 'i1', 'paywall', 'completed'])
  })

  it('records a single choice and moves on at once', () => {
    const funnel = startFunnel(buildFunnel([choice('q1'), info('i1'), paywall()]))
    funnel.send({ type: 'answer.select', optionId: 'b' })
    expect(funnel.screen()).toBe('i1')
    expect(funnel.context().answers.q1).toEqual({
      step: 1,
      screenId: 'q1',
      question: 'Question q1',
      data: { id: 'b', value: 'Option b' },
    })
  })

  it('ignores an option the screen does not have', () => {
    const funnel = startFunnel(buildFunnel([choice('q1'), paywall()]))
    funnel.send({ type: 'answer.select', optionId: 'nope' }, { type: 'nav.next' })
    expect(funnel.screen()).toBe('q1')
    expect(funnel.context().answers).toEqual({})
  })

  it('back returns to the screen actually shown before a skipIf jump, with its answer kept', () => {
    const funnel = startFunnel(
      buildFunnel([choice('q1'), info('skipped', { skipIf: { screen: 'q1', equals: 'a' } }), info('after'), paywall()]),
    )
    funnel.send({ type: 'answer.select', optionId: 'a' })
    expect(funnel.screen()).toBe('after')
    funnel.send({ type: 'nav.back' })
    expect(funnel.screen()).toBe('q1')
    expect(funnel.context().history).toEqual([])
    expect(funnel.context().answers.q1?.data).toMatchObject({ id: 'a' })
  })

  it('back on the first screen does nothing', () => {
    const funnel = startFunnel(buildFunnel([choice('q1'), paywall()]))
    funnel.send({ type: 'nav.back' })
    expect(funnel.screen()).toBe('q1')
  })

  it('continues from a kept answer after going back', () => {
    const funnel = startFunnel(buildFunnel([choice('q1'), info('i1'), paywall()]))
    funnel.send({ type: 'answer.select', optionId: 'a' }, { type: 'nav.back' }, { type: 'nav.next' })
    expect(funnel.screen()).toBe('i1')
  })

  it('replaces the answer of a step answered again instead of adding one', () => {
    const funnel = startFunnel(buildFunnel([choice('q1'), info('i1'), paywall()]))
    funnel.send({ type: 'answer.select', optionId: 'a' }, { type: 'nav.back' }, { type: 'answer.select', optionId: 'b' })
    expect(Object.keys(funnel.context().answers)).toEqual(['q1'])
    expect(funnel.context().answers.q1?.data).toMatchObject({ id: 'b' })
  })

  it('routes by next rules: equals, in and notIn', () => {
    const definition = buildFunnel([
      choice('q1', ['a', 'b', 'c', 'd']),
      info('router', {
        next: [
          { when: { screen: 'q1', equals: 'a' }, goto: 'forA' },
          { when: { screen: 'q1', in: ['b', 'c'] }, goto: 'forBC' },
          { when: { screen: 'q1', notIn: ['a', 'b', 'c'] }, goto: 'forOthers' },
        ],
      }),
      info('forA'),
      info('forBC'),
      info('forOthers'),
      paywall(),
    ])
    const reached = (optionId: string) => {
      const funnel = startFunnel(definition)
      funnel.send({ type: 'answer.select', optionId }, { type: 'nav.next' })
      return funnel.screen()
    }
    expect([reached('a'), reached('b'), reached('c'), reached('d')]).toEqual(['forA', 'forBC', 'forBC', 'forOthers'])
  })

  it('records consent on a consent yes/no: the first option means yes', () => {
    const consent: ScreenInput = {
      id: 'consent',
      type: 'YesNo',
      inputId: 'consent',
      title: 'Tips by email?',
      options: [
        { id: 'yes', value: "Yes, I'm in!" },
        { id: 'no', value: "I don't want to receive tips" },
      ],
    }
    const definition = buildFunnel([consent, paywall()])
    const yes = startFunnel(definition)
    yes.send({ type: 'answer.select', optionId: 'yes' })
    const no = startFunnel(definition)
    no.send({ type: 'answer.select', optionId: 'no' })
    expect([yes.context().consent, no.context().consent]).toEqual([true, false])
  })
})

describe('paywall', () => {
  const definition = buildFunnel([
    info('intro'),
    paywall('paywall'),
    paywall('discount', { discount: { percent: 50, title: 'Last chance: 50% off' } }),
  ])

  it('declining (nav.next) leads to the discount paywall', () => {
    const funnel = startFunnel(definition)
    funnel.send({ type: 'nav.next' }, { type: 'plan.select', planId: 'p4w' }, { type: 'nav.next' })
    expect(funnel.screen()).toBe('discount')
  })

  it('declining the last paywall does nothing', () => {
    const funnel = startFunnel(definition)
    funnel.send({ type: 'nav.next' }, { type: 'nav.next' }, { type: 'nav.next' })
    expect(funnel.screen()).toBe('discount')
  })

  it('checkout requires a plan', () => {
    const funnel = startFunnel(definition)
    funnel.send({ type: 'nav.next' }, { type: 'paywall.checkout' })
    expect(funnel.screen()).toBe('paywall')
    funnel.send({ type: 'plan.select', planId: 'p4w' }, { type: 'paywall.checkout' })
    expect(funnel.screen()).toBe('completed')
    expect(funnel.actor.getSnapshot().status).toBe('done')
    expect(funnel.context().planId).toBe('p4w')
  })

  it('checkout may name the plan itself', () => {
    const funnel = startFunnel(definition)
    funnel.send({ type: 'nav.next' }, { type: 'nav.next' }, { type: 'paywall.checkout', planId: 'p12w' })
    expect(funnel.screen()).toBe('completed')
    expect(funnel.context().planId).toBe('p12w')
  })
})

describe('onboarding end', () => {
  it('nav.next on a last product-onboarding slide completes the funnel', () => {
    const funnel = startFunnel(buildFunnel([info('intro'), { id: 'slide', type: 'ProductOnboarding', title: 'Ready?' }]))
    funnel.send({ type: 'nav.next' }, { type: 'nav.next' })
    expect(funnel.screen()).toBe('completed')
  })
})
