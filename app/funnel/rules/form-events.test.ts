import { describe, expect, it } from 'vitest'
import type { Screen } from '@schemas/screens'
import { engineEvents } from './form-events'

const screen = (type: string) => ({ id: 's', type }) as Screen

describe('engineEvents: what a form post means to the engine', () => {
  it('reads option taps from the button value', () => {
    expect(engineEvents(screen('SingleOption'), { event: 'answer.select:25-34' })).toEqual([{ type: 'answer.select', optionId: '25-34' }])
    expect(engineEvents(screen('MultipleOption'), { event: 'answer.toggle:chatgpt' })).toEqual([
      { type: 'answer.toggle', optionId: 'chatgpt' },
    ])
  })

  it('types the field in before moving on from an email or name screen', () => {
    expect(engineEvents(screen('Email'), { event: 'nav.next', email: 'a@b.co' })).toEqual([
      { type: 'answer.input', value: 'a@b.co' },
      { type: 'nav.next' },
    ])
    expect(engineEvents(screen('Input'), { event: 'nav.next', name: 'Ana' })[0]).toEqual({ type: 'answer.input', value: 'Ana' })
  })

  it('keeps the chosen plan when a paywall is declined, and goes back on back', () => {
    expect(engineEvents(screen('Paywall'), { event: 'nav.next', planId: 'p2' })).toEqual([
      { type: 'plan.select', planId: 'p2' },
      { type: 'nav.next' },
    ])
    expect(engineEvents(screen('Info'), { event: 'nav.back' })).toEqual([{ type: 'nav.back' }])
    expect(engineEvents(screen('Info'), { event: 'nav.next' })).toEqual([{ type: 'nav.next' }])
  })
})
