import { describe, expect, it } from 'vitest'
import { isUntouched } from './untouched'

const start = { funnelId: 'f', version: 1, screenId: 'intro', history: [], answers: {}, drafts: {} }

describe('untouched progress', () => {
  it('is the first screen with nothing answered or typed', () => {
    expect(isUntouched(start)).toBe(true)
    expect(isUntouched({ ...start, drafts: { intro: '' } })).toBe(true)
  })

  it('ends with the first answer, step, choice or typed letter', () => {
    expect(isUntouched({ ...start, drafts: { intro: 'D' } })).toBe(false)
    const answer = { step: 1, screenId: 'intro', question: 'Goal?', data: { value: 'earn' } }
    expect(isUntouched({ ...start, answers: { intro: answer } })).toBe(false)
    expect(isUntouched({ ...start, screenId: 'goal', history: ['intro'] })).toBe(false)
    expect(isUntouched({ ...start, planId: 'plan_1m' })).toBe(false)
  })
})
