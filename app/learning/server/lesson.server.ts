import { defaultIntroLesson } from '@schemas/screens/intro-lesson'
import { cachedContent } from '~/core/content-cache.server'
import { pickNextLesson, percent } from '~/learning/rules/next-lesson'
import { flowType, parseSection, splitSections } from '~/core/lesson-sections'
import type { TrialViewer } from '~/core/trial'
import { getLesson, getTopicById, idOf, lessonsOf, type LessonSummary, topicsOf } from './catalogue.server'
import { courseSummary } from '../api/api-views'
import { coversFor } from './covers.server'
import { ensureEnrolment, findEnrolment, listEnrolments, updateEnrolment } from './enrolment.server'
import { renderMarkdown } from './markdown.server'
import { openCourse, openLesson, openTopic } from './trial-access.server'
import type { SessionStudent } from '../../core/session.server'
import { noRequestContext, type RequestContext } from '../../core/request-context.server'
import { studentData } from '../../core/student-data.server'
import { ProblemError } from '../../core/problem'
import { getSiteSettings } from '../../core/site-settings.server'
import { recordActivity } from './streak.server'
import { tasksForLesson } from './task.server'
import { type Id, idKey, sameId } from '@schemas/id'
import { studentSubject } from '~/flags'
import { flagsFor } from '~/flags/index.server'
import { courseCertificate, learningBus } from './learning-bus.server'

/** A course with its (trial-filtered) topics and lessons, the student's progress and next lesson. */
export async function loadCourseOverview(student: SessionStudent, courseId: Id, viewer: TrialViewer) {
  const course = await openCourse(viewer, courseId)
  const [topics, [cover]] = await Promise.all([topicsOf(course.id, viewer), coversFor([course])])
  const lessons = await lessonsOf(topics.map((topic) => topic.id))
  const [courseEnrolment, lessonEnrolments, topicEnrolments] = await Promise.all([
    findEnrolment(student, 'course', course.id),
    listEnrolments(student, 'lesson', { course: { equals: course.id } }),
    listEnrolments(student, 'topic', { course: { equals: course.id } }),
  ])
  const lessonState = new Map(lessonEnrolments.map((enrolment) => [idKey(idOf(enrolment.lesson)), enrolment]))
  const progressOf = (lesson: LessonSummary) => {
    const enrolment = lessonState.get(idKey(lesson.id))
    return { id: lesson.id, status: enrolment?.status ?? 'none', startedAt: enrolment?.startedAt, completedAt: enrolment?.completedAt }
  }
  const nextLessonId = pickNextLesson(lessons.map(progressOf))
  const nextLesson = lessons.find((lesson) => sameId(lesson.id, nextLessonId))
  return {
    course: { ...courseSummary(course), cover: cover ?? null },
    enrolment: courseEnrolment
      ? { status: courseEnrolment.status, progress: courseEnrolment.progress ?? 0 }
      : { status: 'none' as const, progress: 0 },
    next: nextLesson ? { topicId: nextLesson.topic, lessonId: nextLesson.id, title: nextLesson.title } : null,
    topics: topics.map((topic) => {
      const own = lessons.filter((lesson) => sameId(lesson.topic, topic.id))
      const done = own.filter((lesson) => lessonState.get(idKey(lesson.id))?.status === 'completed').length
      return {
        id: topic.id,
        title: topic.title,
        description: topic.description ?? null,
        status: topicEnrolments.find((enrolment) => sameId(enrolment.topic, topic.id))?.status ?? 'none',
        progress: percent(done, own.length),
        nextLessonId: pickNextLesson(own.map(progressOf)),
        lessons: own.map((lesson) => ({ id: lesson.id, title: lesson.title, number: lesson.number, status: progressOf(lesson).status })),
      }
    }),
  }
}

export async function loadTopicPage(student: SessionStudent, courseId: Id, topicId: Id, viewer: TrialViewer) {
  const opened = await openTopic(viewer, courseId, topicId)
  const overview = await loadCourseOverview(student, opened.course.id, viewer)
  const topic = overview.topics.find((item) => sameId(item.id, opened.topic.id))!
  return { course: overview.course, topic }
}

/** Opening a lesson enrols the student in its course, topic and lesson (once each). */
export async function loadLessonPage(
  student: SessionStudent,
  courseId: Id,
  topicId: Id,
  lessonId: Id,
  viewer: TrialViewer,
  context: RequestContext = noRequestContext,
) {
  const { course, topic } = await openTopic(viewer, courseId, topicId)
  const lesson = await getLesson(topic.id, lessonId)
  let enrolmentProblem: { title: string; message: string } | null = null
  const enrolment =
    (await studentData(context, student, `enrolment:lesson:${idKey(lesson.id)}`, () => findEnrolment(student, 'lesson', lesson.id))) ??
    (await enrolInLesson(student, course.id, topic.id, lesson.id).catch((error: unknown) => {
      // Spec §8: a failed enrolment call is a toast, not a lost page: the lesson still opens to read.
      console.error('lesson enrolment failed', error)
      enrolmentProblem = error instanceof ProblemError ? { title: error.problem.title, message: error.problem.message } : enrolmentNotSaved
      return null
    }))
  const sections = await cachedContent(`lesson-sections|${lesson.id}`, () => renderSections(lesson.content))
  const taskIds = sections.flatMap((section) => (section.kind === 'tasks' ? section.taskIds : []))
  const [flags, introLesson] = await Promise.all([flagsFor(studentSubject(student.id, viewer)), isIntroLesson(course.id, lesson.id)])
  return {
    course: courseSummary(course),
    topic: { id: topic.id, title: topic.title },
    lesson: {
      id: lesson.id,
      title: lesson.title,
      number: lesson.number,
      status: enrolment?.status ?? ('none' as const),
      completedAt: enrolment?.completedAt ?? null,
    },
    enrolmentProblem: enrolmentProblem as { title: string; message: string } | null,
    isIntroLesson: introLesson,
    flow: flowType(introLesson, flags.lesson_navigation_mode),
    learningPlanEnabled: flags.personal_plan_enabled,
    sections,
    tasks: await tasksForLesson(student, taskIds, context),
    lessonsMap: flags.lessons_map ? (await loadTopicPage(student, course.id, topic.id, viewer)).topic.lessons : null,
  }
}

const enrolmentNotSaved = {
  title: 'Progress not saved',
  message: 'We could not save that you started this lesson. You can read it now; your progress counts when you complete it.',
}

/** The onboarding's intro lesson (Site settings) ends in onboarding instead of its course. */
async function isIntroLesson(courseId: Id, lessonId: Id): Promise<boolean> {
  const { introLesson } = await getSiteSettings()
  return (
    sameId(lessonId, introLesson?.lessonId ?? defaultIntroLesson.lessonId) &&
    sameId(courseId, introLesson?.courseId ?? defaultIntroLesson.courseId)
  )
}

/** A lesson's sections with their markdown rendered, the same for every student (kept per content stamp). */
export function renderSections(content: string | null | undefined) {
  return Promise.all(
    splitSections(content)
      .map(parseSection)
      .map(async (section) =>
        section.kind === 'content' ? { kind: 'content' as const, html: await renderMarkdown(section.markdown) } : section,
      ),
  )
}

/** A lesson enrolment is made after its course's and topic's, so a student who has one has all three. Stored ids. */
async function enrolInLesson(student: SessionStudent, courseId: Id, topicId: Id, lessonId: Id) {
  await ensureEnrolment(student, 'course', courseId, { progress: 0 })
  await ensureEnrolment(student, 'topic', topicId, { course: courseId })
  return ensureEnrolment(student, 'lesson', lessonId, { topic: topicId, course: courseId })
}

/**
 * Completes a lesson once, counts the day for the streak, completes its topic when every lesson of
 * the topic is done (once), and moves the course progress; 100 completes the course (once).
 */
export async function completeLesson(student: SessionStudent, askedTopicId: Id, askedLessonId: Id, viewer: TrialViewer) {
  // From here on the documents' own ids: stored ones for the writes, and the answer's as the database gives them.
  const { course, topic, lesson } = await openLesson(viewer, askedTopicId, askedLessonId)
  const [courseId, topicId, lessonId] = [course.id, topic.id, lesson.id]
  const topicLessons = await lessonsOf([topicId])
  const now = new Date().toISOString()
  const lessonEnrolment = await ensureEnrolment(student, 'lesson', lessonId, { topic: topicId, course: courseId })
  if (lessonEnrolment.status !== 'completed') {
    await updateEnrolment(student, 'lesson', lessonEnrolment.id, { status: 'completed', completedAt: now })
  }
  const streak = await recordActivity(student)

  const completedInCourse = await listEnrolments(student, 'lesson', {
    and: [{ course: { equals: courseId } }, { status: { equals: 'completed' } }],
  })
  const completedIds = new Set(completedInCourse.map((enrolment) => idKey(idOf(enrolment.lesson))))
  const topicEnrolment = await ensureEnrolment(student, 'topic', topicId, { course: courseId })
  const topicDone = topicLessons.every((item) => completedIds.has(idKey(item.id)))
  const topicCompleted = topicDone && topicEnrolment.status !== 'completed'
  await updateEnrolment(student, 'topic', topicEnrolment.id, {
    progress: percent(topicLessons.filter((item) => completedIds.has(idKey(item.id))).length, topicLessons.length),
    ...(topicCompleted ? { status: 'completed', completedAt: now } : {}),
  })

  const progress = percent(completedIds.size, course.totalLessons ?? 0)
  const courseEnrolment = await ensureEnrolment(student, 'course', courseId, { progress: 0 })
  const courseCompleted = progress >= 100 && courseEnrolment.status !== 'completed'
  await updateEnrolment(student, 'course', courseEnrolment.id, {
    progress,
    ...(courseCompleted ? { status: 'completed', completedAt: now } : {}),
  })
  const certificate = courseCompleted ? await courseCertificate.ask({ student, course }) : null
  if (courseCompleted) await learningBus.emit('course.completed', { student, course })
  return {
    lesson_id: lessonId,
    progress,
    topicCompleted,
    courseCompleted,
    certificate,
    streak: streak.stats,
    streakChanged: streak.changed,
  }
}

/**
 * The lesson page's completion: the completion and the lesson to take next in its course (the
 * spec's next-lesson pick), or none when the course is done — the moment's "Next lesson" button.
 */
export async function completeLessonWithNext(student: SessionStudent, topicId: Id, lessonId: Id, viewer: TrialViewer) {
  const completion = await completeLesson(student, topicId, lessonId, viewer)
  const topic = await getTopicById(topicId)
  const { course, next, topics } = await loadCourseOverview(student, idOf(topic.course), viewer)
  const nextStatus = topics.flatMap((item) => item.lessons).find((lesson) => sameId(lesson.id, next?.lessonId))?.status
  const open = next && nextStatus !== 'completed' && !completion.courseCompleted
  return {
    ...completion,
    next: open ? { href: `/course/${course.id}/topic/${next.topicId}/lesson/${next.lessonId}`, title: next.title } : null,
  }
}
