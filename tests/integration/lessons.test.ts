import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { getPayloadClient } from '@cms/get-payload'
import { createCourse, createLesson, createQuizTask, createTopic } from '../support/catalogue'
import { refusedSave } from '../support/errors'

describe('lessons and tasks: sections and checks', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await getPayloadClient()
  })

  it('serves the sections as one content string with the task ids', async () => {
    const topic = await createTopic(payload, await createCourse(payload))
    const lesson = await createLesson(payload, topic)
    const task = await createQuizTask(payload, lesson)
    const updated = await payload.update({
      collection: 'lessons',
      id: lesson.id,
      data: { sections: [...(lesson.sections ?? []), { blockType: 'tasks', tasks: [task.id] }] },
    })
    // The ids as the database gives them: [7] on SQL, ["665f…"] on MongoDB.
    expect(updated.content).toBe(
      `What lesson ${lesson.number} teaches.\n[========]\n\`\`\`tasks\n${JSON.stringify({ taskIds: [task.id] })}\n\`\`\``,
    )
    const read = await payload.findByID({ collection: 'tasks', id: task.id })
    expect(read.taskTypeId).toBe(2)
  })

  it('refuses an inline prompt whose placeholder has no options', async () => {
    const topic = await createTopic(payload, await createCourse(payload))
    const message = await refusedSave(
      createLesson(payload, topic, {
        sections: [{ blockType: 'inline-prompt', prompt: 'Write a {{tone}} email', placeholders: [] }],
      }),
    )
    expect(message).toBe('sections.0.placeholders: {{tone}} has no options')
  })

  it('only accepts the lesson’s own tasks in a tasks section', async () => {
    const topic = await createTopic(payload, await createCourse(payload))
    const lesson = await createLesson(payload, topic)
    const otherTask = await createQuizTask(payload, await createLesson(payload, topic))
    const message = await refusedSave(
      payload.update({ collection: 'lessons', id: lesson.id, data: { sections: [{ blockType: 'tasks', tasks: [otherTask.id] }] } }),
    )
    expect(message).toMatch(/^sections\.0\.tasks: /)
  })

  it('refuses a quiz whose correct answer is not an option', async () => {
    const lesson = await createLesson(payload, await createTopic(payload, await createCourse(payload)))
    const message = await refusedSave(createQuizTask(payload, lesson, { correctAnswers: ['Maybe'] }))
    expect(message).toBe('correctAnswers: Not among the options: "Maybe".')
  })
})
