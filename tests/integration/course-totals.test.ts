import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { getPayloadClient } from '@cms/get-payload'
import { courseTotals, createCourse, createLesson, createQuizTask, createTopic } from '../support/catalogue'
import { createStaff } from '../support/staff'

describe('courses: totalTopics and totalLessons follow their topics and lessons', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await getPayloadClient()
  })

  it('counts topics and lessons as they are added and deleted', async () => {
    const course = await createCourse(payload)
    expect(await courseTotals(payload, course)).toEqual({ totalTopics: 0, totalLessons: 0 })

    const first = await createTopic(payload, course)
    const second = await createTopic(payload, course)
    await createLesson(payload, first)
    const lesson = await createLesson(payload, first)
    await createLesson(payload, second)
    expect(await courseTotals(payload, course)).toEqual({ totalTopics: 2, totalLessons: 3 })

    await payload.delete({ collection: 'lessons', id: lesson.id })
    expect(await courseTotals(payload, course)).toEqual({ totalTopics: 2, totalLessons: 2 })

    const empty = await createTopic(payload, course)
    expect(await courseTotals(payload, course)).toEqual({ totalTopics: 3, totalLessons: 2 })
    await payload.delete({ collection: 'topics', id: empty.id })
    expect(await courseTotals(payload, course)).toEqual({ totalTopics: 2, totalLessons: 2 })
  })

  it('updates both courses when a topic or a lesson moves', async () => {
    const from = await createCourse(payload)
    const to = await createCourse(payload)
    const topic = await createTopic(payload, from)
    const target = await createTopic(payload, to)
    const lesson = await createLesson(payload, topic)
    await createLesson(payload, topic)

    await payload.update({ collection: 'lessons', id: lesson.id, data: { topic: target.id } })
    expect(await courseTotals(payload, from)).toEqual({ totalTopics: 1, totalLessons: 1 })
    expect(await courseTotals(payload, to)).toEqual({ totalTopics: 1, totalLessons: 1 })

    await payload.update({ collection: 'topics', id: topic.id, data: { course: to.id } })
    expect(await courseTotals(payload, from)).toEqual({ totalTopics: 0, totalLessons: 0 })
    expect(await courseTotals(payload, to)).toEqual({ totalTopics: 2, totalLessons: 2 })
  })

  it('keeps a pending draft of the course unpublished and up to date', async () => {
    const course = await createCourse(payload, { title: 'Live title' })
    await payload.update({ collection: 'courses', id: course.id, data: { title: 'Draft title' }, draft: true })
    await createLesson(payload, await createTopic(payload, course))

    const published = await payload.findByID({ collection: 'courses', id: course.id })
    expect(published).toMatchObject({ title: 'Live title', _status: 'published', totalLessons: 1 })
    const draft = await payload.findByID({ collection: 'courses', id: course.id, draft: true })
    expect(draft).toMatchObject({ title: 'Draft title', totalTopics: 1, totalLessons: 1 })
  })

  it('ignores totals sent by an editor', async () => {
    const marketer = await createStaff(payload, 'marketer')
    const course = await createCourse(payload)
    await createTopic(payload, course)
    const updated = await payload.update({
      collection: 'courses',
      id: course.id,
      data: { totalTopics: 40, totalLessons: 400 },
      overrideAccess: false,
      user: marketer,
    })
    expect(updated).toMatchObject({ totalTopics: 1, totalLessons: 0 })
  })

  it('starts a duplicated course at zero', async () => {
    const course = await createCourse(payload)
    await createLesson(payload, await createTopic(payload, course))
    const copy = await payload.duplicate({ collection: 'courses', id: course.id })
    expect(await courseTotals(payload, copy)).toEqual({ totalTopics: 0, totalLessons: 0 })
  })

  it('refuses to delete a topic that still has lessons, or a lesson that still has tasks', async () => {
    const topic = await createTopic(payload, await createCourse(payload))
    const lesson = await createLesson(payload, topic)
    await createQuizTask(payload, lesson)
    await expect(payload.delete({ collection: 'topics', id: topic.id })).rejects.toThrow('Delete or move its 1 lessons first.')
    await expect(payload.delete({ collection: 'lessons', id: lesson.id })).rejects.toThrow('Delete or move its 1 tasks first.')
  })
})
