import { getPayloadClient } from '@cms/get-payload'
import { relationId, sameId } from '@schemas/id'
import type { SessionStudent } from '../../core/session.server'
import { type BoughtChallengeView, challengeDayLine, challengeSoldBy } from '../rules/bought-challenge'
import { listCourses } from './catalogue.server'
import { studentEnrolments } from './enrolment.server'
import { noRequestContext, type RequestContext } from '../../core/request-context.server'
import { studentData } from '../../core/student-data.server'

/**
 * The funnels of the student's paid orders. Orders and funnel sessions are staff-only over REST: the
 * site reads the student's own. Two reads by id, not one `where` across the relationship: on MongoDB
 * that would first fetch every funnel session whose id matches, however many visitors made one.
 */
function paidFunnelIds(student: SessionStudent, context: RequestContext): Promise<readonly string[]> {
  return studentData(context, student, 'paid-funnel-ids', () => readPaidFunnelIds(student))
}

async function readPaidFunnelIds(student: SessionStudent): Promise<string[]> {
  const payload = await getPayloadClient()
  const { docs: orders } = await payload.find({
    collection: 'orders',
    where: { and: [{ student: { equals: student.id } }, { status: { equals: 'paid' } }] },
    sort: '-paidAt',
    depth: 0,
    limit: 20,
    pagination: false,
    overrideAccess: true,
    select: { funnelSession: true },
  })
  const sessionIds = orders.flatMap((order) => {
    const id = relationId(order.funnelSession)
    return id === null ? [] : [id]
  })
  if (sessionIds.length === 0) return []
  const { docs: sessions } = await payload.find({
    collection: 'funnel-sessions',
    where: { id: { in: sessionIds } },
    depth: 0,
    limit: sessionIds.length,
    pagination: false,
    overrideAccess: true,
    select: { funnelId: true },
  })
  return sessions.map((session) => session.funnelId)
}

/** The challenge the student bought in a funnel, with where they are in it; null when they bought none (or it is unpublished). */
export async function loadBoughtChallenge(
  student: SessionStudent,
  context: RequestContext = noRequestContext,
): Promise<BoughtChallengeView | null> {
  const slug = challengeSoldBy(await paidFunnelIds(student, context))
  if (!slug) return null
  const course = (await listCourses()).find((item) => item.slug === slug)
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
