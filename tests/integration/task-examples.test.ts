import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { getPayloadClient } from '@cms/get-payload'
import { checkTask, resetTasks, tasksForLesson } from '../../app/learning/server/task.server'
import { createCourse, createLesson, createTopic } from '../support/catalogue'
import { createStudent } from '../support/students'

/**
 * Issue #46: a prompt or essay task shows its own example (never one made from a template) and, for
 * a prompt task, the two answers an AI gives to a thin prompt and to that example — after a check only.
 */
describe('a task’s own example and comparison', () => {
  let payload: Payload
  let lessonId: number | string
  const web = { platform: 'web' as const, status: 'other' as const }
  const rubric = { requiredPoints: ['gives the AI a role', 'asks for a specific format'], minLength: 0 }
  const comparison = {
    weakPrompt: 'Write an email to my landlord.',
    weakOutput: 'Dear Landlord, I am writing to you about the apartment. Best regards.',
    strongOutput: 'Dear Ms Novak, the kitchen tap in flat 4B has leaked since Monday…',
  }
  const example = 'You are a polite tenant. Write a short email to my landlord asking her to fix the kitchen tap this week.'

  beforeAll(async () => {
    payload = await getPayloadClient()
    const lesson = await createLesson(payload, await createTopic(payload, await createCourse(payload)))
    lessonId = lesson.id
  })

  const createTask = (data: Record<string, unknown>) =>
    payload.create({
      collection: 'tasks',
      data: { lesson: lessonId, question: 'Write a prompt for an email you need this week.', ...data } as never,
    })

  it('shows the task’s example and the two AI answers once the student has checked, not before', async () => {
    const task = await createTask({ type: 'prompt-evaluation', rubric, example, comparison })
    const { student } = await createStudent()
    const [before] = await tasksForLesson(student, [task.id])
    expect(before).toMatchObject({ example: null, comparison: null })

    const { task: checked } = await checkTask(student, task.id, { text: 'write an email to my landlord' }, web)
    expect(checked.status).toBe('failed')
    expect(checked.example).toBe(example)
    expect(checked.comparison).toEqual({ ...comparison, strongPrompt: example })
    expect(checked.feedback).not.toContain('Compare with this example')

    const [reset] = await resetTasks(student, [task.id], web)
    expect(reset).toMatchObject({ example: null, comparison: null })
  })

  it('shows no example when the task has none, and no comparison without all of its texts', async () => {
    const bare = await createTask({ type: 'prompt-evaluation', rubric })
    const half = await createTask({ type: 'prompt-evaluation', rubric, example, comparison: { weakPrompt: 'Write an email.' } })
    const { student } = await createStudent()
    const { task: checkedBare } = await checkTask(student, bare.id, { text: 'write an email to my landlord' }, web)
    expect(checkedBare).toMatchObject({ example: null, comparison: null })
    expect(checkedBare.feedback).not.toMatch(/You are an experienced teacher|Compare with this example/)
    const { task: checkedHalf } = await checkTask(student, half.id, { text: 'write an email to my landlord' }, web)
    expect(checkedHalf).toMatchObject({ example, comparison: null })
  })

  it('an essay shows its own example answer and never a comparison', async () => {
    const essay = await createTask({
      type: 'essay',
      question: 'Describe a document you would summarise with AI.',
      rubric: { requiredPoints: ['names a real document'], minLength: 0 },
      example: 'Our 40-page quarterly sales report.',
      comparison,
    })
    const { student } = await createStudent()
    const { task: checked } = await checkTask(student, essay.id, { text: 'I would summarise our quarterly sales report.' }, web)
    expect(checked).toMatchObject({ example: 'Our 40-page quarterly sales report.', comparison: null })
  })

  it('drops the template example that older feedback carried', async () => {
    const task = await createTask({ type: 'prompt-evaluation', rubric })
    const { student } = await createStudent()
    await checkTask(student, task.id, { text: 'write an email to my landlord' }, web)
    const enrolment = (await payload.find({ collection: 'task-enrolments', where: { task: { equals: task.id } }, limit: 1 })).docs[0]!
    await payload.update({
      collection: 'task-enrolments',
      id: enrolment.id,
      data: {
        feedback:
          'Good start. Yours lacks role. Compare with this example: “You are an experienced teacher. Please explain. — for example: “An AI assistant is like a helpful colleague who answers questions.””',
      },
    })
    const [view] = await tasksForLesson(student, [task.id])
    expect(view!.feedback).toBe('Good start. Yours lacks role.')
  })
})
