import { describe, expect, it } from 'vitest'
import { checkBlanks, checkCorrectAnswers, checkRequiredPoints, taskTypeId } from './validate'

describe('task checks', () => {
  it('maps task types to the spec’s task_type_id', () => {
    expect(['fill-in-blanks', 'quiz', 'essay', 'prompt-evaluation'].map(taskTypeId)).toEqual([1, 2, 3, 4])
  })

  it('needs one answer per ___ in a fill-in-the-blanks question', () => {
    const task = { type: 'fill-in-blanks', question: 'AI predicts ___ by ___.' }
    expect(checkBlanks([{}, {}], task)).toBe(true)
    expect(checkBlanks([{}], task)).toBe('The question has 2 blank(s) but 1 answer(s) are listed.')
    expect(checkBlanks([], { type: 'quiz' })).toBe(true)
  })

  it('needs quiz answers that are among the options', () => {
    const task = { type: 'quiz', options: [{ text: 'Yes' }, { text: 'No' }] }
    expect(checkCorrectAnswers(['Yes'], task)).toBe(true)
    expect(checkCorrectAnswers(['Maybe'], task)).toBe('Not among the options: "Maybe".')
  })

  it('needs rubric points for essays and prompt evaluations', () => {
    expect(checkRequiredPoints([], { type: 'essay' })).toBe('List at least one point a good answer must cover.')
    expect(checkRequiredPoints(['names a topic'], { type: 'prompt-evaluation' })).toBe(true)
  })
})
