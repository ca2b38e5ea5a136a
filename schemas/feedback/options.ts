/**
 * What students can say about courses, lessons and content problems (spec §3: Course feedback,
 * Lesson feedback, Report issue). Plain constants, no zod, so the browser forms can list them; the
 * bodies the API parses are in bodies.ts, the CMS selects use the same lists.
 */
export const RATINGS = [1, 2, 3, 4, 5] as const
export type Rating = (typeof RATINGS)[number]

/** Spec: "A rating of 4 or more clears the feedback type": only a low rating asks what went wrong. */
export const HIGH_RATING = 4

/** Why a lesson was rated below 4. */
export const lessonFeedbackTypes = {
  unclear: 'Hard to understand',
  'too-easy': 'Too easy',
  'too-hard': 'Too hard',
  'not-useful': 'Not useful for me',
  'technical-problem': 'Something did not work',
  other: 'Something else',
} as const
export type LessonFeedbackType = keyof typeof lessonFeedbackTypes

/** What a course comment is (the spec's commentType; its values are not shown, these are ours). */
export const courseCommentTypes = {
  praise: 'What I liked',
  suggestion: 'A suggestion',
  problem: 'A problem',
  other: 'Something else',
} as const
export type CourseCommentType = keyof typeof courseCommentTypes

/** What is wrong on a lesson or task page. */
export const issueTypes = {
  typo: 'A typo or a mistake in the text',
  'wrong-answer': 'A correct answer was marked wrong',
  'broken-content': 'Something does not show or work',
  unclear: 'The instructions are unclear',
  other: 'Something else',
} as const
export type IssueType = keyof typeof issueTypes

/** Staff triage of every feedback and report row. */
export const triageStatuses = ['new', 'seen', 'fixed'] as const
export type TriageStatus = (typeof triageStatuses)[number]

export const COMMENT_MAX_LENGTH = 2000

export const keysOf = <T extends Record<string, string>>(labels: T) => Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]]
