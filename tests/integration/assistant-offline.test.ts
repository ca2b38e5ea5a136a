import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { action as chatAction } from '../../app/routes/api.assistant.chat'
import { loader as chatsLoader } from '../../app/routes/api.assistant.chats'
import { loader as chatLoader } from '../../app/routes/api.assistant.chats.$chatId'
import { action as reportAction } from '../../app/routes/api.assistant.message-reports'
import { getAiProvider } from '../../app/ai/server/ai-provider.server'
import { deleteProfile } from '../../app/learning/server/profile.server'
import { assistantRateLimit } from '../../app/assistant/rules/assistant-rate-limit'
import { decodeChatEvent, type ChatEvent } from '../../app/assistant/rules/chat-events'
import { createSseParser } from '../../app/ai/rules/sse'
import { relationId } from '@schemas/id'
import { createCourse, createLesson, createTopic } from '../support/catalogue'
import { asStudent, createStudent, getPayloadClient } from '../support/students'
import { contractChecked } from '../support/api-contract'

/**
 * The assistant in offline mode (no AI_BASE_URL: the default) over a real Payload: it answers a
 * question about a seeded lesson from that lesson and links it; chats belong to their student;
 * message reports; the per-student rate limit.
 */
type Session = Awaited<ReturnType<typeof createStudent>>
type Args = Parameters<typeof chatAction>[0]

// Every answer is also held to the OpenAPI document (tests/support/api-contract.ts).
const post = (handler: typeof chatAction, session: Session, path: string, body: unknown) =>
  contractChecked(handler)({
    request: asStudent(session, path, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
    params: {},
    context: {},
  } as Args)

async function events(response: Response): Promise<ChatEvent[]> {
  const parser = createSseParser()
  const body = await response.text()
  return [...parser.push(body), ...parser.end()].map((data) => decodeChatEvent(data)!)
}

const answerText = (list: ChatEvent[]) => list.map((event) => (event.type === 'delta' ? event.text : '')).join('')
const chatIdOf = (list: ChatEvent[]) => (list[0] as Extract<ChatEvent, { type: 'start' }>).chatId

let payload: Payload
let lessonHref: string

beforeAll(async () => {
  payload = await getPayloadClient()
  const course = await createCourse(payload, { title: 'Prompting basics', description: 'Write prompts that get useful answers.' })
  const topic = await createTopic(payload, course, { title: 'Good prompts' })
  const lesson = await createLesson(payload, topic, {
    title: 'The four parts of a good prompt',
    sections: [
      {
        blockType: 'content',
        body: 'Most great prompts have four parts: a **role**, a task, context and a format. When an answer disappoints, a missing part is usually why.',
      },
    ],
  })
  lessonHref = `/course/${course.id}/topic/${topic.id}/lesson/${lesson.id}`
})

describe('the assistant offline', () => {
  it('answers a question about a seeded lesson from that lesson, says it is offline and links the lesson', async () => {
    expect(getAiProvider().mode).toBe('offline')
    const student = await createStudent()
    const response = await post(chatAction, student, '/api/assistant/chat', { message: 'What are the four parts of a good prompt?' })
    expect(response.status).toBe(200)
    const list = await events(response)
    expect(list[0]).toMatchObject({ type: 'start', mode: 'offline' })
    expect((list[0] as Extract<ChatEvent, { type: 'start' }>).citations).toContainEqual(
      expect.objectContaining({ kind: 'lesson', title: 'The four parts of a good prompt', href: lessonHref }),
    )
    const text = answerText(list)
    expect(text).toMatch(/^From our lessons and tips:/)
    expect(text).not.toMatch(/offline|no ai model/i)
    expect(text).toContain(`(${lessonHref})`)
    expect(list.at(-1)).toMatchObject({ type: 'done', counter: { current_value: 1 } })
  })
})

describe('asked for a prompt, the assistant offline writes one', () => {
  it('writes a complete prompt from the student’s words, then cites the lessons it drew on, each once', async () => {
    const student = await createStudent()
    const question = 'How do I write a good prompt for an Instagram post about my bakery?'
    const list = await events(await post(chatAction, student, '/api/assistant/chat', { message: question }))
    const text = answerText(list)
    expect(text).toMatch(/^Here is a prompt for an Instagram post about my bakery\./)
    expect(text).toContain('**Task:** Write an Instagram post about my bakery.')
    for (const part of ['Role', 'Context', 'Format', 'Limits']) expect(text).toMatch(new RegExp(`\\*\\*${part}:\\*\\* \\S`))
    expect(text).toMatch(/\*\*Why context:\*\* /)
    const { citations } = list[0] as Extract<ChatEvent, { type: 'start' }>
    expect(citations.map((citation) => citation.href)).toContain(lessonHref)
    expect(new Set(citations.map((citation) => citation.href)).size).toBe(citations.length)
    for (const citation of citations) expect(text.split(`(${citation.href})`)).toHaveLength(2)
    expect(list.at(-1)).toMatchObject({ type: 'done' })
  })

  it('answers other questions as before, each source linked once', async () => {
    const student = await createStudent()
    const list = await events(
      await post(chatAction, student, '/api/assistant/chat', { message: 'What are the four parts of a good prompt?' }),
    )
    const text = answerText(list)
    expect(text).toMatch(/^From our lessons and tips:/)
    expect(text).not.toContain('Here is a prompt')
    for (const citation of (list[0] as Extract<ChatEvent, { type: 'start' }>).citations)
      expect(text.split(`(${citation.href})`)).toHaveLength(2)
  })
})

describe('chats belong to their student', () => {
  it('lists and opens only the student’s own chats; another’s is a 404, to read or to continue', async () => {
    const [owner, other] = [await createStudent(), await createStudent()]
    const chatId = chatIdOf(await events(await post(chatAction, owner, '/api/assistant/chat', { message: 'What is a prompt?' })))

    const open = (session: Session, id: string) =>
      chatLoader({ request: asStudent(session, `/api/assistant/chats/${id}`), params: { chatId: id }, context: {} } as Args)
    const mine = await open(owner, chatId)
    expect(mine.status).toBe(200)
    expect((await mine.json()).chat).toMatchObject({ title: 'What is a prompt?', messages: [{ role: 'user' }, { role: 'assistant' }] })

    expect((await open(other, chatId)).status).toBe(404)
    expect((await open(other, 'not a valid id')).status).toBe(400)
    const list = async (session: Session) =>
      (await (await chatsLoader({ request: asStudent(session, '/api/assistant/chats'), params: {}, context: {} } as Args)).json()).chats
    expect((await list(owner)).map((chat: { id: unknown }) => String(chat.id))).toEqual([chatId])
    expect(await list(other)).toEqual([])

    const hijack = await post(chatAction, other, '/api/assistant/chat', { chatId, message: 'Mine now' })
    expect(hijack.status).toBe(404)
    const stored = await payload.findByID({ collection: 'assistant-chats', id: chatId, depth: 0 })
    expect(JSON.stringify(stored.messages)).not.toContain('Mine now')
  })
})

describe('message reports', () => {
  it('stores a report with status new for staff, and records the analytics event', async () => {
    const student = await createStudent()
    const chatId = chatIdOf(await events(await post(chatAction, student, '/api/assistant/chat', { message: 'What is a prompt?' })))
    const response = await post(reportAction, student, '/api/assistant/message-reports', {
      chatId,
      payload: 'The answer that was wrong.',
      issueTypes: ['inaccurate', 'inaccurate', 'broken-link'],
      description: '  The link went nowhere. ',
      status: 'fixed',
    })
    expect(response.status).toBe(201)
    const { id, status } = await response.json()
    expect(status).toBe('new')
    const row = await payload.findByID({ collection: 'message-reports', id, depth: 0 })
    expect(row).toMatchObject({
      payload: 'The answer that was wrong.',
      issueTypes: ['inaccurate', 'broken-link'],
      description: 'The link went nowhere.',
    })
    expect([row.student, row.chat].map(relationId).map(String)).toEqual([String(student.student.id), chatId])
    const recorded = await payload.find({
      collection: 'learning-events',
      where: { and: [{ student: { equals: student.student.id } }, { name: { equals: 'assistant.message.reported' } }] },
    })
    expect(recorded.docs.map((event) => event.properties)).toEqual([
      { chatId: Number(chatId) || chatId, issueTypes: 'inaccurate,broken-link', hasDescription: true },
    ])
  })

  it('needs a payload and at least one issue type, and a chat of the student’s own', async () => {
    const [student, other] = [await createStudent(), await createStudent()]
    const send = (session: Session, body: unknown) => post(reportAction, session, '/api/assistant/message-reports', body)
    const noIssue = await send(student, { payload: 'An answer', issueTypes: [] })
    expect(noIssue.status).toBe(400)
    expect((await noIssue.json()).error.fields.issueTypes).toEqual(['Choose at least one issue.'])
    expect((await send(student, { payload: '  ', issueTypes: ['other'] })).status).toBe(400)
    expect((await send(student, { payload: 'An answer', issueTypes: ['made-up'] })).status).toBe(400)
    const chatId = chatIdOf(await events(await post(chatAction, student, '/api/assistant/chat', { message: 'Hi' })))
    expect((await send(other, { chatId, payload: 'An answer', issueTypes: ['other'] })).status).toBe(404)
  })
})

describe('the per-student rate limit', () => {
  it('answers 429 with a clear message after a burst, for that student only', async () => {
    const [busy, calm] = [await createStudent(), await createStudent()]
    for (let sent = 0; sent < assistantRateLimit.limit; sent += 1) {
      const response = await post(chatAction, busy, '/api/assistant/chat', { message: `Question ${sent}` })
      expect(response.status).toBe(200)
      await response.text()
    }
    const refused = await post(chatAction, busy, '/api/assistant/chat', { message: 'One more' })
    expect(refused.status).toBe(429)
    expect((await refused.json()).error).toMatchObject({
      title: 'Too many messages',
      message: expect.stringMatching(
        /^You are sending messages faster than the assistant can take them\. Please wait \d+ seconds? and try again\.$/,
      ),
    })
    expect((await post(chatAction, calm, '/api/assistant/chat', { message: 'Hello' })).status).toBe(200)
  })
})

describe('a deleted profile', () => {
  it('takes the student’s chats, message reports and prompt counter with it', async () => {
    const session = await createStudent()
    const chatId = chatIdOf(await events(await post(chatAction, session, '/api/assistant/chat', { message: 'What is a prompt?' })))
    expect(
      (await post(reportAction, session, '/api/assistant/message-reports', { chatId, payload: 'x', issueTypes: ['other'] })).status,
    ).toBe(201)
    const mine = { student: { equals: session.student.id } }
    const count = async () =>
      Promise.all(
        (['assistant-chats', 'message-reports', 'feature-counters'] as const).map(
          async (collection) => (await payload.count({ collection, where: mine })).totalDocs,
        ),
      )
    expect(await count()).toEqual([1, 1, 1])
    await deleteProfile(session.student)
    expect(await count()).toEqual([0, 0, 0])
  })
})
