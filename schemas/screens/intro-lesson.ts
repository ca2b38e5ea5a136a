import { z } from 'zod'
import { baseScreenFields } from './common'

export const introLessonRefSchema = z.strictObject({
  courseId: z.int().positive(),
  topicId: z.int().positive(),
  lessonId: z.int().positive(),
})

/** The spec's intro lesson: course 31, topic 72, lesson 383 (Site settings can name another). */
export const defaultIntroLesson = { courseId: 31, topicId: 72, lessonId: 383 } as const

/** Opens a real lesson inside onboarding; the default intro lesson unless the screen names one. */
export const introLessonScreenSchema = z.strictObject({
  ...baseScreenFields,
  type: z.literal('IntroLesson'),
  lesson: introLessonRefSchema.default(defaultIntroLesson),
})
