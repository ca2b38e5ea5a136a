import type { z } from 'zod'
import type { Course } from '@cms/payload-types'
import type { certificateIssue } from '@schemas/api/answers/learning'
import { createEventBus } from '../../core/events'
import { createQuestion } from '../../core/questions'
import type { SessionStudent } from '../../core/session.server'

/**
 * What learning tells the features built on it (the learning plan, certificates subscribe; learning
 * never calls them): a course was completed, a student saved their first name. Subscribers are
 * registered once per process (app/subscriptions.server.ts) and have done their part when `emit`
 * returns. In-process news, never stored: the stored records are the LearningEvents collection.
 */
export type LearningBusEvents = {
  'course.completed': { student: SessionStudent; course: Readonly<Course> }
  'student.named': { student: SessionStudent }
}

export const learningBus = createEventBus<LearningBusEvents>('learning')

/**
 * The certificate a completed course gets, which the completion answers: certificates provides it
 * (issuing it once); until then, and where certificates are not part of the site, there is none.
 */
export const courseCertificate = createQuestion<LearningBusEvents['course.completed'], z.infer<typeof certificateIssue>>(
  'learning.course-certificate',
  () => ({ status: 'off' }),
)
