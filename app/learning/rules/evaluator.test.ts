import { describe, expect, it } from 'vitest'
import { coversPoint, rubricEvaluator } from './evaluator'

const task = {
  question: 'Write custom instructions.',
  rubric: { requiredPoints: ['describes the work', 'sets tone or length of answers'], minLength: 20 },
}

describe('rubricEvaluator', () => {
  it('asks for more text below the minimum length', async () => {
    const result = await rubricEvaluator.evaluate(task, 'Too short.')
    expect(result).toEqual({ passed: false, feedback: expect.stringContaining('at least 20 characters') })
  })
  it('names the points the answer misses', async () => {
    const result = await rubricEvaluator.evaluate(task, 'I run a bakery and my work is baking bread daily.')
    expect(result.passed).toBe(false)
    expect(result.feedback).toContain('sets tone or length of answers')
  })
  it('passes an answer covering every point', async () => {
    const result = await rubricEvaluator.evaluate(task, 'My work: I run a bakery. Keep a friendly tone and short answers.')
    expect(result.passed).toBe(true)
  })
  it('matches words by stem', () => {
    expect(coversPoint('A description of my job', 'describes the job')).toBe(true)
    expect(coversPoint('nothing relevant', 'describes the job')).toBe(false)
  })
})
