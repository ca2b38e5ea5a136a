import type { TrialViewer } from '~/core/trial'
import { idOf, topicsOf } from '../server/catalogue.server'
import { listEnrolments } from '../server/enrolment.server'
import { openCourse } from '../server/trial-access.server'
import type { SessionStudent } from '../../core/session.server'
import { type Id, idKey } from '@schemas/id'

/** The topics of a course the viewer may open, in order, with the student's topic enrolments. */
export async function courseTopicsApi(student: SessionStudent, askedCourseId: Id, viewer: TrialViewer) {
  const course = await openCourse(viewer, askedCourseId)
  const [topics, enrolments] = await Promise.all([
    topicsOf(course.id, viewer),
    listEnrolments(student, 'topic', { course: { equals: course.id } }),
  ])
  const byTopic = new Map(enrolments.map((enrolment) => [idKey(idOf(enrolment.topic)), enrolment]))
  return topics.map((topic) => ({
    id: topic.id,
    course_id: course.id,
    title: topic.title,
    order: topic.order ?? null,
    availableInTrial: Boolean(topic.availableInTrial),
    enrollmentStatus: byTopic.get(idKey(topic.id))?.status ?? 'none',
    progress: byTopic.get(idKey(topic.id))?.progress ?? 0,
  }))
}
