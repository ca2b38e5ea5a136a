import { z } from 'zod'
import { baseScreenFields } from './common'

export const introLessonRefSchema = z.strictObject({
  courseId: z.int().positive(),
  topicId: z.int().positive(),
  lessonId: z.int().positive(),
})

/** Opens a real lesson inside onboarding; defaults to course 31, topic 72, lesson 383. */
export const introLessonScreenSchema = z.strictObject({
  ...baseScreenFields,
  type: z.literal('IntroLesson'),
  lesson: introLessonRefSchema.default({ courseId: 31, topicId: 72, lessonId: 383 }),
})
