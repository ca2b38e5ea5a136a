import { apiBodies } from '~/learning/api/api-schemas'
import { splitSections } from '~/learning/rules/sections'
import type { TrialViewer } from '~/learning/rules/trial'
import { enrolmentView } from './api-views'
import { getLesson, idOf, lessonsOf, topicsOf } from '../server/catalogue.server'
import { ensureEnrolment, type EnrolmentKind, findEnrolment, listEnrolments, updateEnrolment } from '../server/enrolment.server'
import { completeLesson } from '../server/lesson.server'
import { problem } from '../../http/problem'
import type { SessionStudent } from '../../auth/server/session.server'
import { openCourse, openLesson, openTask, openTopic, openTopicById } from '../server/trial-access.server'

/** The API's enrolment, lesson and completion calls; each checks the item exists and is open. */
export async function listEnrolmentsApi(student: SessionStudent, kind: EnrolmentKind) {
  return (await listEnrolments(student, kind)).map((doc) => enrolmentView(kind, doc))
}

export async function enrol(student: SessionStudent, kind: EnrolmentKind, body: unknown, viewer: TrialViewer) {
  switch (kind) {
    case 'course': {
      const { courseId } = apiBodies.enrolCourse.parse(body)
      await openCourse(viewer, courseId)
      return enrolmentView(kind, await ensureEnrolment(student, 'course', courseId, { progress: 0 }))
    }
    case 'topic': {
      const { courseId, topicId } = apiBodies.enrolTopic.parse(body)
      await openTopic(viewer, courseId, topicId)
      return enrolmentView(kind, await ensureEnrolment(student, 'topic', topicId, { course: courseId }))
    }
    case 'lesson': {
      const { topicId, lessonId } = apiBodies.enrolLesson.parse(body)
      const { course } = await openLesson(viewer, topicId, lessonId)
      return enrolmentView(kind, await ensureEnrolment(student, 'lesson', lessonId, { topic: topicId, course: course.id }))
    }
    case 'task': {
      const { lessonId, taskId } = apiBodies.enrolTask.parse(body)
      const task = await openTask(viewer, taskId)
      if (idOf(task.lesson) !== lessonId) throw problem(404, 'Not found', 'This task is not part of that lesson.')
      return enrolmentView(kind, await ensureEnrolment(student, 'task', taskId, { lesson: lessonId }))
    }
  }
}

/** Lessons of a topic with the student's status, content as the apps split it. */
export async function lessonsByTopic(student: SessionStudent, topicId: number, viewer: TrialViewer) {
  await openTopicById(viewer, topicId)
  const lessons = await lessonsOf([topicId])
  const enrolments = await listEnrolments(student, 'lesson', { topic: { equals: topicId } })
  const full = await Promise.all(lessons.map((lesson) => getLesson(topicId, lesson.id)))
  return full.map((lesson) => {
    const enrolment = enrolments.find((item) => idOf(item.lesson) === lesson.id)
    return {
      id: lesson.id,
      topic_id: topicId,
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
  return completeLesson(student, topicId, lessonId, viewer)
}

/** Marks a topic completed (once); the answer says whether this call completed it. */
export async function completeTopicApi(student: SessionStudent, body: unknown, viewer: TrialViewer) {
  const { courseId, topicId } = apiBodies.completeTopic.parse(body)
  await openTopic(viewer, courseId, topicId)
  const enrolment = await ensureEnrolment(student, 'topic', topicId, { course: courseId })
  if (enrolment.status === 'completed') return { topic_id: topicId, completed: false }
  // A topic is complete when all its lessons are (spec); the API cannot shortcut that.
  const open = await unfinishedLessons(student, [topicId])
  if (open > 0) throw problem(409, 'Topic not finished', `Complete the ${open} remaining lesson(s) of this topic first.`)
  await updateEnrolment(student, 'topic', enrolment.id, { status: 'completed', completedAt: new Date().toISOString() })
  return { topic_id: topicId, completed: true }
}

/** Spec: a course completes when its lessons are completed; completing it is tracked once. */
export async function completeCourseApi(student: SessionStudent, body: unknown, viewer: TrialViewer) {
  const { courseId } = apiBodies.completeCourse.parse(body)
  await openCourse(viewer, courseId)
  const enrolment = (await findEnrolment(student, 'course', courseId)) ?? (await ensureEnrolment(student, 'course', courseId, { progress: 0 }))
  if (enrolment.status === 'completed') return { course_id: courseId, completed: false }
  const open = await unfinishedLessons(student, (await topicsOf(courseId)).map((topic) => topic.id))
  if (open > 0) throw problem(409, 'Course not finished', `Complete the ${open} remaining lesson(s) of this course first.`)
  await updateEnrolment(student, 'course', enrolment.id, { status: 'completed', completedAt: new Date().toISOString() })
  return { course_id: courseId, completed: true }
}

/** How many lessons of these topics the student has not completed. */
async function unfinishedLessons(student: SessionStudent, topicIds: number[]): Promise<number> {
  if (topicIds.length === 0) return 0
  const [lessons, done] = await Promise.all([
    lessonsOf(topicIds),
    listEnrolments(student, 'lesson', { topic: { in: topicIds }, status: { equals: 'completed' } }),
  ])
  const doneIds = new Set(done.map((item) => idOf(item.lesson)))
  return lessons.filter((lesson) => !doneIds.has(lesson.id)).length
}
