import { describe, expect, it } from 'vitest'
import type { ScreenInput } from '../schemas/screens'
import { selectCanContinue, selectCurrentScreen, selectInputValue, selectProgress, selectSelectedOptionIds } from './selectors'
import { buildFunnel, choice, multi, paywall, startFunnel } from './test-support/funnel-factory'

const tools = multi('tools')
const email: ScreenInput = { id: 'email', type: 'Email', title: 'Enter your email' }
const definition = buildFunnel([choice('q1'), tools, email, paywall()])

describe('selectors', () => {
  it('give the current screen and the progress through the funnel', () => {
    const funnel = startFunnel(definition)
    funnel.send({ type: 'answer.select', optionId: 'a' })
    const snapshot = funnel.actor.getSnapshot()
    expect(selectCurrentScreen(snapshot, definition)?.id).toBe('tools')
    expect(selectProgress(snapshot, definition)).toEqual({ step: 2, total: 4 })
  })

  it('tell whether nav.next would move on, and what is selected', () => {
    const funnel = startFunnel(definition)
    funnel.send({ type: 'answer.select', optionId: 'a' })
    expect(selectCanContinue(funnel.actor.getSnapshot())).toBe(false)
    funnel.send({ type: 'answer.toggle', optionId: 'c' })
    expect(selectSelectedOptionIds(funnel.actor.getSnapshot())).toEqual(['c'])
    expect(selectCanContinue(funnel.actor.getSnapshot())).toBe(true)
  })

  it('give the typed value and only allow a valid email', () => {
    const funnel = startFunnel(definition)
    funnel.send({ type: 'answer.select', optionId: 'a' }, { type: 'answer.toggle', optionId: 'a' }, { type: 'nav.next' })
    funnel.send({ type: 'answer.input', value: 'me@exa' })
    expect(selectInputValue(funnel.actor.getSnapshot())).toBe('me@exa')
    expect(selectCanContinue(funnel.actor.getSnapshot())).toBe(false)
    funnel.send({ type: 'answer.input', value: 'me@example.com' })
    expect(selectCanContinue(funnel.actor.getSnapshot())).toBe(true)
  })
})
