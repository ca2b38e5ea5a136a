import { apiBodies } from '~/learning/api/api-schemas'
import { splitSections } from '~/core/lesson-sections'
import type { TrialViewer } from '~/core/trial'
import { enrolmentView } from './api-views'
import { getLesson, idOf, lessonsOf, topicsOf } from '../server/catalogue.server'
import { ensureEnrolment, type EnrolmentKind, findEnrolment, listEnrolments, updateEnrolment } from '../server/enrolment.server'
import { completeLesson } from '../server/lesson.server'
import { courseCertificate, learningBus } from '../server/learning-bus.server'
import { problem } from '../../core/problem'
import { refuseForeignIds } from '../../http/input-ids.server'
import type { SessionStudent } from '../../core/session.server'
import { openCourse, openLesson, openTask, openTopic, openTopicById } from '../server/trial-access.server'
import { type Id, idKey, sameId } from '@schemas/id'

/**
 * The API's enrolment, lesson and completion calls; each checks the item exists and is open, then
 * works with the documents' own ids: stored ones for the writes, and in the answer as the database
 * gives them (numbers on SQLite and PostgreSQL, whatever form the request used).
 */
export async function listEnrolmentsApi(student: SessionStudent, kind: EnrolmentKind) {
  return (await listEnrolments(student, kind)).map((doc) => enrolmentView(kind, doc))
}

export async function enrol(student: SessionStudent, kind: EnrolmentKind, body: unknown, viewer: TrialViewer) {
  switch (kind) {
    case 'course': {
      const { courseId } = apiBodies.enrolCourse.parse(body)
      await refuseForeignIds({ courseId })
      const course = await openCourse(viewer, courseId)
      return enrolmentView(kind, await ensureEnrolment(student, 'course', course.id, { progress: 0 }))
    }
    case 'topic': {
      const { courseId, topicId } = apiBodies.enrolTopic.parse(body)
      await refuseForeignIds({ courseId, topicId })
      const { course, topic } = await openTopic(viewer, courseId, topicId)
      return enrolmentView(kind, await ensureEnrolment(student, 'topic', topic.id, { course: course.id }))
    }
    case 'lesson': {
      const { topicId, lessonId } = apiBodies.enrolLesson.parse(body)
      await refuseForeignIds({ topicId, lessonId })
      const { course, topic, lesson } = await openLesson(viewer, topicId, lessonId)
      return enrolmentView(kind, await ensureEnrolment(student, 'lesson', lesson.id, { topic: topic.id, course: course.id }))
    }
    case 'task': {
      const { lessonId, taskId } = apiBodies.enrolTask.parse(body)
      await refuseForeignIds({ lessonId, taskId })
      const task = await openTask(viewer, taskId)
      if (!sameId(task.lesson, lessonId)) throw problem(404, 'Not found', 'This task is not part of that lesson.')
      return enrolmentView(kind, await ensureEnrolment(student, 'task', task.id, { lesson: idOf(task.lesson) }))
    }
  }
}

/** Lessons of a topic with the student's status, content as the apps split it. */
export async function lessonsByTopic(student: SessionStudent, askedTopicId: Id, viewer: TrialViewer) {
  const { topic } = await openTopicById(viewer, askedTopicId)
  const lessons = await lessonsOf([topic.id])
  const enrolments = await listEnrolments(student, 'lesson', { topic: { equals: topic.id } })
  const full = await Promise.all(lessons.map((lesson) => getLesson(topic.id, lesson.id)))
  return full.map((lesson) => {
    const enrolment = enrolments.find((item) => sameId(item.lesson, lesson.id))
    return {
      id: lesson.id,
      topic_id: topic.id,
      number: lesson.number,
      title: lesson.title,
      content: lesson.content ?? '',
      sectionCount: splitSections(lesson.content).length,
      enrollmentStatus: enrolment?.status ?? 'none',
      startedAt: enrolment?.startedAt ?? null,
      completedAt: enrolment?.completedAt ?? null,
    }
  })
}

export async function completeLessonApi(student: SessionStudent, body: unknown, viewer: TrialViewer) {
  const { topicId, lessonId } = apiBodies.completeLesson.parse(body)
  await refuseForeignIds({ topicId, lessonId })
  return completeLesson(student, topicId, lessonId, viewer)
}

/** Marks a topic completed (once); the answer says whether this call completed it. */
export async function completeTopicApi(student: SessionStudent, body: unknown, viewer: TrialViewer) {
  const { courseId, topicId } = apiBodies.completeTopic.parse(body)
  await refuseForeignIds({ courseId, topicId })
  const { course, topic } = await openTopic(viewer, courseId, topicId)
  const enrolment = await ensureEnrolment(student, 'topic', topic.id, { course: course.id })
  if (enrolment.status === 'completed') return { topic_id: topic.id, completed: false }
  // A topic is complete when all its lessons are (spec); the API cannot shortcut that.
  const open = await unfinishedLessons(student, [topic.id])
  if (open > 0) throw problem(409, 'Topic not finished', `Complete the ${open} remaining lesson(s) of this topic first.`)
  await updateEnrolment(student, 'topic', enrolment.id, { status: 'completed', completedAt: new Date().toISOString() })
  return { topic_id: topic.id, completed: true }
}

/** Spec: a course completes when its lessons are completed; completing it is tracked once. */
export async function completeCourseApi(student: SessionStudent, body: unknown, viewer: TrialViewer) {
  const { courseId } = apiBodies.completeCourse.parse(body)
  await refuseForeignIds({ courseId })
  const course = await openCourse(viewer, courseId)
  const enrolment =
    (await findEnrolment(student, 'course', course.id)) ?? (await ensureEnrolment(student, 'course', course.id, { progress: 0 }))
  // Completing a course's last lesson completes it too: the certificate is answered here either way.
  if (enrolment.status === 'completed')
    return { course_id: course.id, completed: false, certificate: await courseCertificate.ask({ student, course }) }
  const open = await unfinishedLessons(
    student,
    (await topicsOf(course.id)).map((topic) => topic.id),
  )
  if (open > 0) throw problem(409, 'Course not finished', `Complete the ${open} remaining lesson(s) of this course first.`)
  await updateEnrolment(student, 'course', enrolment.id, { status: 'completed', completedAt: new Date().toISOString() })
  await learningBus.emit('course.completed', { student, course })
  return { course_id: course.id, completed: true, certificate: await courseCertificate.ask({ student, course }) }
}

/** How many lessons of these topics the student has not completed. */
async function unfinishedLessons(student: SessionStudent, topicIds: Id[]): Promise<number> {
  if (topicIds.length === 0) return 0
  const [lessons, done] = await Promise.all([
    lessonsOf(topicIds),
    listEnrolments(student, 'lesson', { topic: { in: topicIds }, status: { equals: 'completed' } }),
  ])
  const doneIds = new Set(done.map((item) => idKey(idOf(item.lesson))))
  return lessons.filter((lesson) => !doneIds.has(idKey(lesson.id))).length
}
