import { describe, expect, it } from 'vitest'
import { quizIsCorrect, revealAfterWrong, taskAnswerSchema, wrongBlanks } from './task-check'

const quiz = { type: 'quiz' as const, options: [{ text: 'A' }, { text: 'B' }, { text: 'C' }], correctAnswers: ['B'] }

describe('task checks', () => {
  it('marks a quiz right only with exactly the correct options', () => {
    expect(quizIsCorrect(quiz, ['B'])).toBe(true)
    expect(quizIsCorrect(quiz, [' b '])).toBe(true)
    expect(quizIsCorrect(quiz, ['A'])).toBe(false)
    expect(quizIsCorrect(quiz, ['A', 'B'])).toBe(false)
  })
  it('accepts blank answers and their alternatives', () => {
    const task = { type: 'fill-in-blanks' as const, blanks: [{ answer: 'prompt', alternatives: ['prompts'] }, { answer: 'model' }] }
    expect(wrongBlanks(task, ['Prompts', ' model '])).toEqual([])
    expect(wrongBlanks(task, ['prompt', 'robot'])).toEqual([1])
    expect(wrongBlanks(task, [])).toEqual([0, 1])
  })
  it('reveals wrong options and then the last one as correct', () => {
    expect(revealAfterWrong(quiz, ['A'])).toEqual({ wrong: ['A'], revealedCorrect: null })
    expect(revealAfterWrong(quiz, ['A', 'C', 'A'])).toEqual({ wrong: ['A', 'C'], revealedCorrect: 'B' })
  })
  it('validates the answer shapes', () => {
    expect(taskAnswerSchema.safeParse({ selected: ['A'] }).success).toBe(true)
    expect(taskAnswerSchema.safeParse({ text: '   ' }).success).toBe(false)
    expect(taskAnswerSchema.safeParse({ nope: 1 }).success).toBe(false)
  })
})
