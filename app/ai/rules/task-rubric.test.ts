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
  it('passes the verdict and the judge’s feedback through, adding no reasons again', () => {
    const judgement = {
      passed: false,
      feedback: 'Audience: say who it is for — “Explain fractions, for [who].”',
      criteria: [{ criterion: 'b', passed: false, reason: 'Say who it is for.' }],
    }
    expect(evaluationOf(judgement)).toEqual({ passed: false, feedback: judgement.feedback })
    expect(evaluationOf({ passed: true, feedback: 'Well done.', criteria: [] })).toEqual({ passed: true, feedback: 'Well done.' })
  })
})
