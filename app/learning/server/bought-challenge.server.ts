import { getPayloadClient } from '@cms/get-payload'
import { sameId } from '@schemas/id'
import type { SessionStudent } from '../../core/session.server'
import { type BoughtChallengeView, challengeDayLine, incomeChallengeSlug, incomeFunnelMark } from '../rules/bought-challenge'
import { listCourses } from './catalogue.server'
import { studentEnrolments } from './enrolment.server'
import { noRequestContext, type RequestContext } from '../../core/request-context.server'

/**
 * Whether the student paid in an income funnel: one query, the order joined to its funnel session
 * (orders and funnel sessions are staff-only over REST: the site reads the student's own).
 */
async function paidInIncomeFunnel(student: SessionStudent): Promise<boolean> {
  const payload = await getPayloadClient()
  // A count: a find with a join costs two statements (the distinct ids, then the rows).
  const { totalDocs } = await payload.count({
    collection: 'orders',
    where: {
      and: [{ student: { equals: student.id } }, { status: { equals: 'paid' } }, { 'funnelSession.funnelId': { like: incomeFunnelMark } }],
    },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** The challenge the student bought in a funnel, with where they are in it; null when they bought none (or it is unpublished). */
export async function loadBoughtChallenge(
  student: SessionStudent,
  context: RequestContext = noRequestContext,
): Promise<BoughtChallengeView | null> {
  if (!(await paidInIncomeFunnel(student))) return null
  const course = (await listCourses()).find((item) => item.slug === incomeChallengeSlug)
  if (!course) return null
  const [courseEnrolments, lessons] = await Promise.all([
    studentEnrolments(context, student, 'course'),
    studentEnrolments(context, student, 'lesson'),
  ])
  const enrolment = courseEnrolments.find((item) => sameId(item.course, course.id))
  const completedLessons = lessons.filter((lesson) => sameId(lesson.course, course.id) && lesson.status === 'completed')
  const daysDone = completedLessons.length
  const started = enrolment !== undefined && enrolment.status !== 'none'
  return {
    id: course.id,
    title: course.title,
    line: challengeDayLine(daysDone, course.dayCount, enrolment?.status === 'completed'),
    progress: enrolment?.progress ?? 0,
    started,
    href: `/challenge/${course.id}`,
  }
}
