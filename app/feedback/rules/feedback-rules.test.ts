import { describe, expect, it } from 'vitest'
import { asksWhatWentWrong, FIRST_STEP, nextStep, previousStep, stepName, withFeedbackTypeRule } from './feedback-rules'

describe('the lesson feedback type rule', () => {
  it('asks what went wrong only for ratings below 4', () => {
    expect([1, 2, 3, 4, 5].map(asksWhatWentWrong)).toEqual([true, true, true, false, false])
    expect(asksWhatWentWrong(null)).toBe(false)
    expect(asksWhatWentWrong(undefined)).toBe(false)
  })

  it('clears the feedback type at a rating of 4 or more and keeps the rest', () => {
    expect(withFeedbackTypeRule({ rating: 4, feedbackType: 'too-hard', comment: 'ok' })).toEqual({ rating: 4, comment: 'ok' })
    expect(withFeedbackTypeRule({ rating: 5, feedbackType: 'unclear' })).toEqual({ rating: 5 })
  })

  it('keeps the feedback type below 4', () => {
    expect(withFeedbackTypeRule({ rating: 3, feedbackType: 'too-hard' })).toEqual({ rating: 3, feedbackType: 'too-hard' })
    expect(withFeedbackTypeRule({ rating: 1 })).toEqual({ rating: 1 })
  })
})

describe('the course feedback steps', () => {
  it('start at 0 on the rating and go rating → comment → thanks, staying at either end', () => {
    expect(stepName(FIRST_STEP)).toBe('rating')
    expect(stepName(nextStep(FIRST_STEP))).toBe('comment')
    expect(nextStep(nextStep(nextStep(FIRST_STEP)))).toBe(2)
    expect(stepName(2)).toBe('thanks')
    expect(previousStep(FIRST_STEP)).toBe(0)
    expect(previousStep(2)).toBe(1)
  })

  it('reads any other number as the nearest step', () => {
    expect(stepName(-3)).toBe('rating')
    expect(stepName(9)).toBe('thanks')
    expect(stepName(Number.NaN)).toBe('rating')
  })
})
