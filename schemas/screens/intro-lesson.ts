import { z } from 'zod'
import { baseScreenFields } from './common'
import { idString } from '../id-schema'

/**
 * Ids as the database gives them: a SQL row number (the funnel files name the spec's 31, 72, 383)
 * or a MongoDB ObjectId string. Opaque: compared with sameId (schemas/id.ts), never computed with.
 */
const documentId = z.union([z.int().positive(), idString])

export const introLessonRefSchema = z.strictObject({
  courseId: documentId,
  topicId: documentId,
  lessonId: documentId,
})

/** The spec's intro lesson: course 31, topic 72, lesson 383 (Site settings can name another). */
export const defaultIntroLesson = { courseId: 31, topicId: 72, lessonId: 383 } as const

/** Opens a real lesson inside onboarding; the default intro lesson unless the screen names one. */
export const introLessonScreenSchema = z.strictObject({
  ...baseScreenFields,
  type: z.literal('IntroLesson'),
  lesson: introLessonRefSchema.default(defaultIntroLesson),
})
