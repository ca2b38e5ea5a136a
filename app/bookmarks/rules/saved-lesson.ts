import { z } from 'zod'
import type { Id } from '@schemas/id'
import { idString } from '@schemas/id-schema'

/** A saved lesson as the app shows it (the API's answer, in the app's words). */
export type SavedLesson = {
  lessonId: Id
  topicId: Id
  courseId: Id
  title: string
  topicTitle: string
  courseTitle: string
  savedAt: string
}

export const savedLessonHref = ({ courseId, topicId, lessonId }: Pick<SavedLesson, 'courseId' | 'topicId' | 'lessonId'>) =>
  `/course/${courseId}/topic/${topicId}/lesson/${lessonId}`

/** Where the form goes back to: a path of this site only, never another host (`//evil.example`). */
const localPath = z
  .string()
  .regex(/^\/(?![/\\])/, 'Go back to a page of this site.')
  .max(2000)

/** The "Save for later" form, posted by the lesson page (and Profile → Saved's Remove) with or without JavaScript. */
export const saveForm = z.object({
  intent: z.enum(['save', 'remove'], { error: 'Choose to save the lesson or to remove it.' }),
  lessonId: idString,
  returnTo: localPath.optional(),
})
export type SaveForm = z.infer<typeof saveForm>

/** Profile → Saved, which also takes the forms. */
export const savedPagePath = '/profile/saved'
