import { describe, expect, it } from 'vitest'
import { evaluationOf, rubricOfTask } from './task-rubric'

describe('rubricOfTask', () => {
  it('reads the stored rubric in the judge’s shape', () => {
    expect(rubricOfTask({ question: 'Q', type: 'essay', rubric: { requiredPoints: ['a', ' ', 'b'], minLength: 200 } })).toEqual({
      question: 'Q',
      kind: 'essay',
      criteria: ['a', 'b'],
      minLength: 200,
    })
    expect(rubricOfTask({ question: 'Q', type: 'prompt-evaluation', rubric: null })).toEqual({
      question: 'Q',
      kind: 'prompt-evaluation',
      criteria: [],
      minLength: 0,
    })
  })
})

describe('evaluationOf', () => {
  it('adds each failed criterion’s reason once to the feedback', () => {
    const judgement = {
      passed: false,
      feedback: 'Nearly there.',
      criteria: [
        { criterion: 'a', passed: true, reason: 'Fine.' },
        { criterion: 'b', passed: false, reason: 'Say who it is for.' },
        { criterion: 'c', passed: false, reason: 'Say who it is for.' },
      ],
    }
    expect(evaluationOf(judgement)).toEqual({ passed: false, feedback: 'Nearly there. Say who it is for.' })
  })

  it('does not repeat reasons the feedback already gives', () => {
    const judgement = {
      passed: false,
      feedback: 'Good start. Set a format.',
      criteria: [{ criterion: 'a', passed: false, reason: 'Set a format.' }],
    }
    expect(evaluationOf(judgement).feedback).toBe('Good start. Set a format.')
  })

  it('passes the verdict through', () => {
    expect(evaluationOf({ passed: true, feedback: 'Well done.', criteria: [] })).toEqual({ passed: true, feedback: 'Well done.' })
  })
})
