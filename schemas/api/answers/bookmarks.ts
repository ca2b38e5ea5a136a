import { z } from 'zod'
import { storedId, timestamp } from './common'

/** A lesson the student saved for later, with what a list needs to name and open it. */
export const bookmarkAnswer = z.strictObject({
  lesson_id: storedId,
  topic_id: storedId,
  course_id: storedId,
  title: z.string(),
  topic_title: z.string(),
  course_title: z.string(),
  saved_at: timestamp,
})

/** The student's saved lessons, the last saved first. */
export const bookmarkListAnswer = z.strictObject({ data: z.array(bookmarkAnswer) })
