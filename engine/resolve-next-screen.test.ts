import { describe, expect, it } from 'vitest'
import type { Answer } from '../schemas/funnel/answer'
import { conditionHolds, resolveNextScreen } from './resolve-next-screen'
import { buildFunnel, choice, info, paywall } from './test-support/funnel-factory'

const chose = (screenId: string, ...optionIds: string[]): Record<string, Answer> => ({
  [screenId]: {
    step: 1,
    screenId,
    question: '',
    data: optionIds.length === 1 ? { id: optionIds[0]!, value: '' } : optionIds.map((id) => ({ id, value: '' })),
  },
})

describe('conditionHolds', () => {
  it('equals: the chosen option is that one', () => {
    expect(conditionHolds({ screen: 'q', equals: 'a' }, chose('q', 'a'))).toBe(true)
    expect(conditionHolds({ screen: 'q', equals: 'a' }, chose('q', 'b'))).toBe(false)
  })

  it('in: any chosen option is in the set, also on multiple choice', () => {
    expect(conditionHolds({ screen: 'q', in: ['a', 'c'] }, chose('q', 'b', 'c'))).toBe(true)
    expect(conditionHolds({ screen: 'q', in: ['a', 'c'] }, chose('q', 'b', 'd'))).toBe(false)
  })

  it('notIn: none of the chosen options is in the set (true when unanswered)', () => {
    expect(conditionHolds({ screen: 'q', notIn: ['a'] }, chose('q', 'b', 'c'))).toBe(true)
    expect(conditionHolds({ screen: 'q', notIn: ['a'] }, chose('q', 'b', 'a'))).toBe(false)
    expect(conditionHolds({ screen: 'q', notIn: ['a'] }, {})).toBe(true)
  })
})

describe('resolveNextScreen', () => {
  const funnel = buildFunnel([
    choice('q', ['a', 'b', 'c']),
    info('router', {
      next: [
        { when: { screen: 'q', equals: 'a' }, goto: 'forA' },
        { when: { screen: 'q', in: ['b'] }, goto: 'forB' },
      ],
    }),
    info('plain'),
    info('forA'),
    info('forB', { skipIf: { screen: 'q', notIn: ['b'] } }),
    info('skipped', { skipIf: { screen: 'q', equals: 'b' } }),
    paywall(),
  ])

  it('is linear without rules', () => {
    expect(resolveNextScreen(funnel, 'q', { answers: {} })).toBe('router')
  })

  it('takes the first matching rule', () => {
    expect(resolveNextScreen(funnel, 'router', { answers: chose('q', 'a') })).toBe('forA')
    expect(resolveNextScreen(funnel, 'router', { answers: chose('q', 'b') })).toBe('forB')
    expect(resolveNextScreen(funnel, 'router', { answers: chose('q', 'c') })).toBe('plain')
  })

  it('skips screens whose skipIf holds, repeatedly', () => {
    expect(resolveNextScreen(funnel, 'forA', { answers: chose('q', 'a') })).toBe('skipped')
    expect(resolveNextScreen(funnel, 'forB', { answers: chose('q', 'b') })).toBe('paywall')
  })

  it('returns undefined after the last screen', () => {
    expect(resolveNextScreen(funnel, 'paywall', { answers: {} })).toBeUndefined()
  })
})
