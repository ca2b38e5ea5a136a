import { HIGH_RATING } from '@schemas/feedback/options'

/** Spec §4: a rating below 4 asks what went wrong; 4 or more does not. */
export const asksWhatWentWrong = (rating: number | null | undefined): boolean => typeof rating === 'number' && rating < HIGH_RATING

/** Spec §4: "A rating of 4 or more clears the feedback type" — applied before a lesson rating is stored or shown. */
export function withFeedbackTypeRule<F extends { rating: number; feedbackType?: string | undefined }>(feedback: F): F {
  if (asksWhatWentWrong(feedback.rating)) return feedback
  const { feedbackType: _cleared, ...rest } = feedback
  return rest as F
}

/**
 * The course feedback modal's steps (spec: "steps starting at 0, reset on close or route change"):
 * rate, then say more, then thanks. Moving past either end stays at the end.
 */
export const courseFeedbackSteps = ['rating', 'comment', 'thanks'] as const
export type CourseFeedbackStep = (typeof courseFeedbackSteps)[number]
export const FIRST_STEP = 0

export const stepName = (step: number): CourseFeedbackStep =>
  courseFeedbackSteps[Math.min(Math.max(Math.trunc(step) || 0, 0), courseFeedbackSteps.length - 1)]!

export const nextStep = (step: number): number => Math.min(step + 1, courseFeedbackSteps.length - 1)
export const previousStep = (step: number): number => Math.max(step - 1, FIRST_STEP)
