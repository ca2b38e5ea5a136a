import { describe, expect, it } from 'vitest'
import { coachPrompt, splitExample } from './prompt-coaching'

const rubric = {
  question: 'Write a prompt that explains a topic you care about.',
  kind: 'prompt-evaluation' as const,
  criteria: [],
  minLength: 0,
}

describe('splitExample', () => {
  it('gives back the coaching and the example prompt it was written with', () => {
    const coached = coachPrompt(rubric, 'Tell me about running.', { passed: false, feedback: 'Not yet.', criteria: [] })
    const { feedback, example } = splitExample(`${coached.feedback} Say who it is for.`, rubric.question)
    expect(example).toBe(coached.example)
    expect(feedback).toMatch(/^Not yet\. A good prompt has .*Yours lacks /)
    expect(feedback).not.toContain('Compare with this example')
    expect(feedback).toMatch(/Say who it is for\.$/)
  })

  it('leaves feedback without an example as it is', () => {
    expect(splitExample('Correct!', rubric.question)).toEqual({ feedback: 'Correct!', example: null })
  })
})
