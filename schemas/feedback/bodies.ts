import { z } from 'zod'
import { idInput } from '../id-schema'
import { COMMENT_MAX_LENGTH, courseCommentTypes, issueTypes, keysOf, lessonFeedbackTypes } from './options'

/**
 * Bodies of the feedback and report calls (spec §7: send course feedback, send lesson feedback,
 * send report issue). Field names are the spec's; ids are opaque (a number is still read).
 */
const rating = z.int('A rating is a whole number from 1 to 5.').min(1, 'A rating is from 1 to 5.').max(5, 'A rating is from 1 to 5.')

/** Optional free text: trimmed, empty counts as none. */
const comment = z
  .string()
  .trim()
  .max(COMMENT_MAX_LENGTH, `At most ${COMMENT_MAX_LENGTH} characters.`)
  .optional()
  .transform((value) => value || undefined)

export const courseFeedbackBody = z.object({
  courseId: idInput,
  rating,
  comment,
  commentType: z.enum(keysOf(courseCommentTypes)).optional(),
})

export const lessonFeedbackBody = z.object({
  courseId: idInput,
  topicId: idInput,
  lessonId: idInput,
  rating,
  comment,
  feedbackType: z.enum(keysOf(lessonFeedbackTypes)).optional(),
})

export const reportIssueBody = z
  .object({
    courseId: idInput,
    topicId: idInput,
    lessonId: idInput,
    taskId: idInput.optional(),
    /** The zero-based section (the lesson page's ?page=) the student was on. */
    pageId: z.int('pageId is the zero-based page index.').min(0).max(999),
    issueType: z.enum(keysOf(issueTypes)),
    comment,
  })
  .refine((body) => body.issueType !== 'other' || body.comment, {
    message: 'Say what is wrong when the issue is “Something else”.',
    path: ['comment'],
  })

export type CourseFeedbackBody = z.infer<typeof courseFeedbackBody>
export type LessonFeedbackBody = z.infer<typeof lessonFeedbackBody>
export type ReportIssueBody = z.infer<typeof reportIssueBody>
