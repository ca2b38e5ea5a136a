import { beforeAll, describe, expect, it } from 'vitest'
import type { Course, Lesson, Task, Topic } from '@cms/payload-types'
import { listEnrolments } from '../../app/learning/server/enrolment.server'
import { completeLesson, loadCourseOverview, loadLessonPage } from '../../app/learning/server/lesson.server'
import { checkTask, resetTasks, skipTasks } from '../../app/learning/server/task.server'
import { getStreakStats } from '../../app/learning/server/streak.server'
import { createCourse, createLesson, createQuizTask, createTopic } from '../support/catalogue'
import { createStudent, getPayloadClient } from '../support/students'

const web = { platform: 'web' as const, status: 'other' as const }

describe('learning progress: enrolments, lessons, tasks', () => {
  let course: Course
  let topic: Topic
  let first: Lesson
  let second: Lesson
  let quiz: Task

  beforeAll(async () => {
    const payload = await getPayloadClient()
    course = await createCourse(payload, { title: 'Progress course' })
    topic = await createTopic(payload, course)
    first = await createLesson(payload, topic)
    second = await createLesson(payload, topic)
    quiz = await createQuizTask(payload, first, { options: [{ text: 'Yes' }, { text: 'No' }, { text: 'Maybe' }], correctAnswers: ['Yes'] })
    await payload.update({
      collection: 'lessons',
      id: first.id,
      data: {
        sections: [
          { blockType: 'content', body: 'Read me.' },
          { blockType: 'tasks', tasks: [quiz.id] },
        ],
      },
    })
  })

  it('treats the lesson Site settings names as the onboarding’s intro lesson, and only that one', async () => {
    const payload = await getPayloadClient()
    const { student } = await createStudent()
    const before = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    // Ids are opaque text in Site settings: the spec's 31/72/383 by default, an ObjectId on MongoDB.
    expect(before.introLesson).toEqual({ courseId: '31', topicId: '72', lessonId: '383' })
    expect((await loadLessonPage(student, course.id, topic.id, first.id, web)).isIntroLesson).toBe(false)
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { introLesson: { courseId: String(course.id), topicId: String(topic.id), lessonId: String(first.id) } },
    })
    try {
      expect((await loadLessonPage(student, course.id, topic.id, first.id, web)).isIntroLesson).toBe(true)
      expect((await loadLessonPage(student, course.id, topic.id, second.id, web)).isIntroLesson).toBe(false)
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { introLesson: before.introLesson } })
    }
  })

  it('enrols on opening a lesson, checks a quiz, completes lessons, topic and course once', async () => {
    const { student } = await createStudent({ timeZone: 'Europe/Berlin' })
    const page = await loadLessonPage(student, course.id, topic.id, first.id, web)
    expect(page.sections.map((section) => section.kind)).toEqual(['content', 'tasks'])
    expect(page.tasks[0]).toMatchObject({ id: quiz.id, status: 'none', options: ['Yes', 'No', 'Maybe'] })
    expect(page.tasks[0]).not.toHaveProperty('correctAnswers')
    await loadLessonPage(student, course.id, topic.id, first.id, web) // opening again enrols nobody twice
    expect(await listEnrolments(student, 'course')).toHaveLength(1)
    expect(await listEnrolments(student, 'lesson')).toHaveLength(1)

    const wrong = await checkTask(student, quiz.id, { selected: ['No'] }, web)
    expect(wrong.task).toMatchObject({ status: 'failed', wrongOptions: ['No'], revealedCorrect: null })
    const right = await checkTask(student, quiz.id, { selected: ['Yes'] }, web)
    expect(right.task.status).toBe('completed')
    expect(right.streak).toMatchObject({ changed: true, stats: { currentStreak: 1 } })
    expect((await resetTasks(student, [quiz.id], web))[0]?.status).toBe('new')
    expect((await skipTasks(student, [quiz.id], web))[0]?.status).toBe('skipped')

    const half = await completeLesson(student, topic.id, first.id, web)
    expect(half).toMatchObject({ progress: 50, topicCompleted: false, courseCompleted: false, streakChanged: false })
    const all = await completeLesson(student, topic.id, second.id, web)
    expect(all).toMatchObject({ progress: 100, topicCompleted: true, courseCompleted: true })
    const again = await completeLesson(student, topic.id, second.id, web)
    expect(again).toMatchObject({ progress: 100, topicCompleted: false, courseCompleted: false })

    const overview = await loadCourseOverview(student, course.id, web)
    expect(overview.enrolment).toEqual({ status: 'completed', progress: 100 })
    expect(await getStreakStats(student)).toMatchObject({ currentStreak: 1 })
  })

  it('opens a lesson whose enrolment the server refuses, with the refusal to show (spec §8: a toast, not a lost page)', async () => {
    const payload = await getPayloadClient()
    const { student } = await createStudent()
    // The account goes away while its session is still open: the enrolment can no longer be written.
    await payload.delete({ collection: 'students', id: student.id, overrideAccess: true })
    const page = await loadLessonPage(student, course.id, topic.id, first.id, web)
    expect(page.lesson).toMatchObject({ id: first.id, status: 'none' })
    expect(page.sections.length).toBeGreaterThan(0)
    expect(page.enrolmentProblem).toEqual({
      title: 'Progress not saved',
      message: 'We could not save that you started this lesson. You can read it now; your progress counts when you complete it.',
    })
    const fresh = await createStudent()
    expect((await loadLessonPage(fresh.student, course.id, topic.id, first.id, web)).enrolmentProblem).toBeNull()
  })

  it('never lets one student read or change another student’s enrolments, tasks or streak', async () => {
    const payload = await getPayloadClient()
    const { student: owner } = await createStudent()
    const { student: other } = await createStudent()
    await loadLessonPage(owner, course.id, topic.id, first.id, web)
    await checkTask(owner, quiz.id, { selected: ['Yes'] }, web)
    const asOther = { overrideAccess: false as const, user: other }

    for (const kind of ['course', 'topic', 'lesson', 'task'] as const) {
      expect(await listEnrolments(other, kind), kind).toEqual([])
    }
    for (const collection of ['course-enrolments', 'topic-enrolments', 'lesson-enrolments', 'task-enrolments', 'streak-days'] as const) {
      const own = await payload.find({ collection, where: { student: { equals: owner.id } } })
      const id = own.docs[0]!.id
      const seen = await payload.find({ collection, ...asOther })
      expect(seen.docs, collection).toEqual([])
      await expect(payload.findByID({ collection, id, ...asOther }), collection).rejects.toThrow()
      await expect(payload.update({ collection, id, data: { status: 'completed' } as never, ...asOther }), collection).rejects.toThrow()
      await expect(payload.delete({ collection, id, ...asOther }), collection).rejects.toThrow()
    }
    // Creating progress "for" someone else still makes it the caller's own.
    const forged = await payload.create({
      collection: 'course-enrolments',
      data: { student: owner.id, course: course.id, status: 'completed' },
      depth: 0,
      ...asOther,
    })
    expect(forged.student).toBe(other.id)
    // The loaders' server functions show the other student only their own progress.
    const overview = await loadCourseOverview(other, course.id, web)
    expect(overview.topics[0]?.lessons.every((lesson) => lesson.status === 'none')).toBe(true)
    expect(await getStreakStats(other)).toEqual({ id: null, currentStreak: 0 })
  })

  it('refuses answers of the wrong shape with a 400, not a crash', async () => {
    const { student } = await createStudent()
    await expect(checkTask(student, quiz.id, { nonsense: true }, web)).rejects.toMatchObject({ problem: { status: 400 } })
    await expect(checkTask(student, quiz.id, { selected: ['Not an option'] }, web)).rejects.toMatchObject({ problem: { status: 400 } })
  })
})
