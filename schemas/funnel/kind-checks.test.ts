import { describe, expect, it } from 'vitest'
import { screenTypes } from '../screens/screen-types'
import { cancellationOnlyTypes, funnelKindOf, screenTypesFor } from './kind-checks'

describe('funnel kinds', () => {
  it('reads a draft as a quiz unless it says it is a cancellation flow', () => {
    expect(funnelKindOf({ kind: 'cancellation', screens: [] })).toBe('cancellation')
    expect(funnelKindOf({ kind: 'quiz' })).toBe('quiz')
    expect(funnelKindOf({ screens: [] })).toBe('quiz')
    expect(funnelKindOf(null)).toBe('quiz')
    expect(funnelKindOf({ kind: 'Cancellation' })).toBe('quiz')
  })

  it('offers the save offer only in cancellation flows, and the paywall only in quizzes', () => {
    const quiz = screenTypesFor('quiz', screenTypes)
    const cancellation = screenTypesFor('cancellation', screenTypes)
    for (const type of cancellationOnlyTypes) {
      expect(quiz).not.toContain(type)
      expect(cancellation).toContain(type)
    }
    expect(cancellation).not.toContain('Paywall')
    expect(quiz).toContain('Paywall')
  })
})
