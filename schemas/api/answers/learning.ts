import { z } from 'zod'
import { day, storedId, timestamp } from './common'

/** Answers of the course, enrolment, lesson, task, streak and certificate calls (spec §3 field names). */

const enrolmentStatus = z.enum(['new', 'none', 'in_progress', 'progress', 'completed', 'skipped', 'failed'])
const enrolmentBase = {
  id: storedId,
  student_id: storedId.nullable(),
  status: enrolmentStatus,
  started_at: timestamp.nullable(),
  updated_at: timestamp,
  completed_at: timestamp.nullable(),
}

export const enrolmentAnswers = {
  course: z.strictObject({ ...enrolmentBase, course_id: storedId.nullable(), progress: z.number() }),
  topic: z.strictObject({ ...enrolmentBase, topic_id: storedId.nullable(), course_id: storedId.nullable(), progress: z.number() }),
  lesson: z.strictObject({ ...enrolmentBase, lesson_id: storedId.nullable(), topic_id: storedId.nullable() }),
  task: z.strictObject({
    ...enrolmentBase,
    task_id: storedId.nullable(),
    lesson_id: storedId.nullable(),
    answer: z.unknown().describe('The answer as the student last sent it, or null'),
  }),
}
export const enrolmentAnswer = z.union([enrolmentAnswers.course, enrolmentAnswers.topic, enrolmentAnswers.lesson, enrolmentAnswers.task])
export const enrolmentListAnswer = z.strictObject({ data: z.array(enrolmentAnswer) })
export const enrolledAnswer = z.strictObject({ data: enrolmentAnswer })

const cover = z.strictObject({ src: z.string(), srcSet: z.string().nullable(), width: z.number(), height: z.number(), alt: z.string() })

/** A course as lists show it, with the student's progress (0–100) and enrolment status. */
export const courseAnswer = z.strictObject({
  id: storedId,
  title: z.string(),
  type: z.enum(['course', 'challenge']),
  level: z.string().nullable(),
  description: z.string().nullable(),
  dayCount: z.number().nullable(),
  totalLessons: z.number(),
  totalTopics: z.number(),
  tags: z.array(z.enum(['New', 'Beginner', 'Advanced', 'Make money', 'AI learning'])),
  createdAt: timestamp,
  cover: cover.nullable(),
  progress: z.number(),
  status: z.enum(['none', 'in_progress', 'completed', 'new', 'progress', 'skipped', 'failed']),
})
export const courseListAnswer = z.strictObject({ data: z.array(courseAnswer) })

/** A topic of a course, in order, with the student's progress in it. */
export const topicAnswer = z.strictObject({
  id: storedId,
  course_id: storedId,
  title: z.string(),
  order: z.number().nullable(),
  availableInTrial: z.boolean(),
  enrollmentStatus: z.enum(['none', 'in_progress', 'completed', 'new', 'progress', 'skipped', 'failed']),
  progress: z.number(),
})
export const topicListAnswer = z.strictObject({ data: z.array(topicAnswer) })

export const lessonListAnswer = z.strictObject({
  data: z.array(
    z.strictObject({
      id: storedId,
      topic_id: storedId,
      number: z.number(),
      title: z.string(),
      content: z.string().describe('Markdown; pages are separated as the apps split them (sectionCount)'),
      sectionCount: z.int(),
      enrollmentStatus: z.enum(['none', 'in_progress', 'completed']),
      startedAt: timestamp.nullable(),
      completedAt: timestamp.nullable(),
    }),
  ),
})

/** When a call completes a course: issued (the certificate's public id), needs-name (saved with the first name) or off. */
export const certificateIssue = z.union([
  z.strictObject({ status: z.literal('issued'), id: z.string() }),
  z.strictObject({ status: z.literal('needs-name') }),
  z.strictObject({ status: z.literal('off') }),
])

export const streakStatsAnswer = z.strictObject({ id: z.string().nullable(), currentStreak: z.int() })
export const streakListAnswer = z.strictObject({ data: z.array(z.strictObject({ StartDate: day, EndDate: day })) })

export const lessonCompletedAnswer = z.strictObject({
  lesson_id: storedId,
  progress: z.number(),
  topicCompleted: z.boolean(),
  courseCompleted: z.boolean(),
  certificate: certificateIssue.nullable(),
  streak: streakStatsAnswer,
  streakChanged: z.boolean(),
})
export const topicCompletedAnswer = z.strictObject({ topic_id: storedId, completed: z.boolean() })
export const courseCompletedAnswer = z.strictObject({ course_id: storedId, completed: z.boolean(), certificate: certificateIssue })

/** A task as the student sees it: never the correct answers until they are revealed. */
const taskAnswer = z.strictObject({
  id: storedId,
  type: z.enum(['fill-in-blanks', 'quiz', 'essay', 'prompt-evaluation']),
  task_type_id: z.int().nullable(),
  question: z.string(),
  options: z.array(z.string()),
  multiple: z.boolean(),
  blankCount: z.int(),
  status: z.enum(['none', 'new', 'progress', 'completed', 'skipped', 'failed']),
  answer: z
    .strictObject({
      selected: z.array(z.string()).optional(),
      blanks: z.array(z.string()).optional(),
      text: z.string().optional(),
      wrong: z.array(z.string()).optional(),
    })
    .nullable(),
  feedback: z.string().nullable(),
  wrongOptions: z.array(z.string()),
  revealedCorrect: z.string().nullable(),
})
export const taskCheckedAnswer = z.strictObject({
  task: taskAnswer,
  streak: z.strictObject({ stats: streakStatsAnswer, changed: z.boolean() }).nullable(),
})
export const taskListAnswer = z.strictObject({ tasks: z.array(taskAnswer) })

/** The student's certificates, newest first; the page is /certificate/{id}, its image /certificate/{id}/image.png. */
export const certificateListAnswer = z.array(
  z.strictObject({
    id: z.string(),
    courseId: storedId,
    firstName: z.string(),
    lastName: z.string(),
    courseName: z.string(),
    date: z.string(),
    courseLength: z.string(),
  }),
)

/** Feedback, issue reports and message reports: the stored row. */
export const storedRowAnswer = z.strictObject({ id: storedId, status: z.string() })
