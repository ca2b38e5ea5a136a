import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { getPayloadClient } from '@cms/get-payload'
import { getAiProvider } from '../../app/ai/server/ai-provider.server'
import { checkTask } from '../../app/learning/server/task.server'
import { createCourse, createLesson, createTopic } from '../support/catalogue'
import { createStudent } from '../support/students'

/**
 * The offline provider (no AI_BASE_URL: the default) over a real Payload: it answers a question
 * about a seeded lesson from that lesson, links it, says it is offline, and sees edits at once.
 */
describe('offline AI provider over the CMS content', () => {
  let payload: Payload
  let lessonHref: string
  let lessonId: number | string

  beforeAll(async () => {
    payload = await getPayloadClient()
    const course = await createCourse(payload, { title: 'Prompting basics', description: 'Write prompts that get useful answers.' })
    const topic = await createTopic(payload, course, { title: 'Good prompts' })
    const lesson = await createLesson(payload, topic, {
      title: 'The four parts of a good prompt',
      sections: [
        {
          blockType: 'content',
          body: '## Role, task, context, format\n\nMost great prompts have four parts: a **role**, a task, context and a format. When an answer disappoints, the missing part is usually the reason.',
        },
      ],
    })
    await createLesson(payload, topic, {
      title: 'Checking facts',
      sections: [{ blockType: 'content', body: 'An assistant can sound sure while being wrong: verify names, numbers and dates.' }],
    })
    const category = await payload.create({ collection: 'tip-categories', data: { caption: 'Writing' } })
    await payload.create({
      collection: 'tips',
      data: { category: category.id, title: 'Give examples', content: 'Show the assistant one example of the tone you want.' },
    })
    lessonId = lesson.id
    lessonHref = `/course/${course.id}/topic/${topic.id}/lesson/${lesson.id}`
  })

  it('is the provider chosen when no model is configured', () => {
    expect(getAiProvider().mode).toBe('offline')
  })

  it('answers a question about a lesson from that lesson, cited and linked', async () => {
    const answer = await getAiProvider().chat([{ role: 'user', content: 'What are the parts of a good prompt?' }])
    expect(answer.mode).toBe('offline')
    expect(answer.citations[0]).toMatchObject({ kind: 'lesson', title: 'The four parts of a good prompt', href: lessonHref })
    expect(answer.citations[0]!.excerpt).toContain('four parts')
    expect(answer.text).toMatch(/^From our lessons and tips:/)
    expect(answer.text).toContain(`[The four parts of a good prompt](${lessonHref})`)
  })

  it('streams the same answer', async () => {
    const stream = await getAiProvider().stream([{ role: 'user', content: 'How do I check facts the assistant gives me?' }])
    let text = ''
    for await (const piece of stream) text += piece
    expect(stream.citations[0]?.title).toBe('Checking facts')
    expect(text).toContain('verify names, numbers and dates')
  })

  it('cites tips too, linked to the tip page', async () => {
    const answer = await getAiProvider().chat([{ role: 'user', content: 'show an example of the tone' }])
    expect(answer.citations.map((citation) => citation.kind)).toContain('tip')
    expect(answer.citations.find((citation) => citation.kind === 'tip')?.href).toMatch(/^\/ai-tips\/\w+$/)
  })

  it('searches a lesson’s new text right after an edit', async () => {
    await payload.update({
      collection: 'lessons',
      id: lessonId,
      data: { sections: [{ blockType: 'content', body: 'A temperature setting makes answers more or less creative.' }] },
    })
    const answer = await getAiProvider().chat([{ role: 'user', content: 'what does temperature do?' }])
    expect(answer.citations[0]).toMatchObject({ href: lessonHref })
  })

  it('grades the issue’s good prompt as passing and a one-word answer as failing', async () => {
    const rubric = {
      kind: 'prompt-evaluation' as const,
      question:
        'Write a prompt asking the assistant to explain a topic you care about. Say who the explanation is for and how long it should be.',
      criteria: ['names a specific topic', 'says who the answer is for', 'sets a length or format'],
      minLength: 80,
    }
    const good = 'Explain how large language models work to a busy manager in three bullet points, with one everyday example.'
    expect((await getAiProvider().judge(rubric, good)).passed).toBe(true)
    expect((await getAiProvider().judge(rubric, 'LLMs')).passed).toBe(false)
  })

  it('grades a student’s prompt task through the judge, showing why it failed', async () => {
    const course = await createCourse(payload)
    const lesson = await createLesson(payload, await createTopic(payload, course))
    const task = await payload.create({
      collection: 'tasks',
      data: {
        lesson: lesson.id,
        type: 'prompt-evaluation',
        question:
          'Write a prompt asking the assistant to explain a topic you care about. Say who the explanation is for and how long it should be.',
        rubric: { requiredPoints: ['names a specific topic', 'says who the answer is for', 'sets a length or format'], minLength: 80 },
      },
    })
    const { student } = await createStudent()
    const web = { platform: 'web' as const, status: 'other' as const }
    const vague = await checkTask(
      student,
      task.id,
      { text: 'Explain how large language models work and why they are useful for teams at work.' },
      web,
    )
    expect(vague.task.status).toBe('failed')
    // At most three points, most important first, each rewriting the student's own words.
    const points = vague.task.feedback!.split('\n')
    expect(points.length).toBeLessThanOrEqual(3)
    expect(points[0]).toBe('Format: say how the answer should look — “…are useful for teams at work, in 3 bullet points.”')
    const good = 'Explain how large language models work to a busy manager in three bullet points, with one everyday example.'
    expect((await checkTask(student, task.id, { text: good }, web)).task.status).toBe('completed')
  })
})
