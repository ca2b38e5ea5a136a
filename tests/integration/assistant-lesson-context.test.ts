import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Lesson } from '@cms/payload-types'
import { action as chatAction } from '../../app/routes/api.assistant.chat'
import { loader as assistantLoader } from '../../app/routes/assistant'
import { setAiProvider } from '../../app/ai/server/ai-provider.server'
import { contentIndex } from '../../app/ai/server/content-index.server'
import { createOpenAiProvider } from '../../app/ai/server/openai-provider.server'
import { decodeChatEvent, type ChatEvent } from '../../app/assistant/rules/chat-events'
import { createSseParser } from '../../app/ai/rules/sse'
import { readStoredMessages } from '@schemas/assistant/chat'
import { startOpenAiTestServer, streamed } from '../support/openai-test-server'
import { createCourse, createLesson, createTopic } from '../support/catalogue'
import { asStudent, createPayingStudent, createStudent, getPayloadClient } from '../support/students'

/**
 * "Ask about this lesson" (issue #46): the assistant page and POST /api/assistant/chat take the
 * lesson as context under the lesson page's own access rules, and a model is handed its text.
 */
type Session = Awaited<ReturnType<typeof createStudent>>
type ChatArgs = Parameters<typeof chatAction>[0]
type PageArgs = Parameters<typeof assistantLoader>[0]

let server: Awaited<ReturnType<typeof startOpenAiTestServer>>
let payload: Payload
let openLesson: Lesson
let paidLesson: Lesson
let lessonHref: string

const ask = (session: Session, body: unknown, path = '/api/assistant/chat') =>
  chatAction({
    request: asStudent(session, path, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
    params: {},
    context: {},
  } as ChatArgs)

async function page(session: Session, query: string) {
  try {
    return {
      status: 200,
      data: await assistantLoader({ request: asStudent(session, `/assistant${query}`), params: {}, context: {} } as PageArgs),
    }
  } catch (thrown) {
    const refusal = thrown as { init?: { status?: number }; data?: unknown }
    return { status: refusal.init?.status ?? 500, message: refusal.data }
  }
}

async function readEvents(response: Response) {
  const events: ChatEvent[] = []
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  const parser = createSseParser()
  for (;;) {
    const chunk = await reader.read()
    for (const data of chunk.done ? parser.end() : parser.push(chunk.value)) events.push(decodeChatEvent(data)!)
    if (chunk.done) return events
  }
}

beforeAll(async () => {
  payload = await getPayloadClient()
  server = await startOpenAiTestServer()
  setAiProvider(
    createOpenAiProvider({
      baseUrl: server.baseUrl,
      model: 'test-model',
      imageModel: 'test-image',
      timeoutMs: 2000,
      policy: { attempts: 3, baseMs: 10, maxMs: 200 },
      retrieve: async (question, options) => (await contentIndex()).search(question, 3, options),
    }),
  )
  const course = await createCourse(payload, { title: 'Social media with AI', availableInTrial: true })
  const topic = await createTopic(payload, course, { availableInTrial: true })
  openLesson = await createLesson(payload, topic, {
    title: 'Captions that sell',
    sections: [{ blockType: 'content', body: 'Zorblat captions open with a hook and end with one call to action.' }],
  })
  lessonHref = `/course/${course.id}/topic/${topic.id}/lesson/${openLesson.id}`
  const paidCourse = await createCourse(payload, { title: 'Paid only', availableInTrial: false })
  paidLesson = await createLesson(payload, await createTopic(payload, paidCourse, { availableInTrial: false }), { title: 'Locked lesson' })
})
afterAll(async () => {
  setAiProvider(undefined)
  await server.close()
})
beforeEach(() => server.reset())

describe('asking about a lesson', () => {
  it('hands the model the lesson, cites it first and remembers the chat is about it', async () => {
    const student = await createPayingStudent()
    server.answer(streamed(['A hook, then one call to action [1].']))
    const events = await readEvents(await ask(student, { message: 'How should my caption end?', lessonId: openLesson.id }))
    const start = events[0] as Extract<ChatEvent, { type: 'start' }>
    expect(start.citations[0]).toMatchObject({ title: 'Captions that sell', href: lessonHref })
    expect(new Set(start.citations.map((citation) => citation.href)).size).toBe(start.citations.length)
    const system = (server.requests[0]!.body.messages as { role: string; content: string }[]).filter((message) => message.role === 'system')
    expect(system[0]!.content).toContain('“Captions that sell”')
    expect(system[0]!.content).toContain('Zorblat captions open with a hook')

    const chat = await payload.findByID({ collection: 'assistant-chats', id: start.chatId, depth: 0 })
    expect(readStoredMessages(chat.messages)[0]).toMatchObject({ role: 'user', lessonId: String(openLesson.id) })

    // Back on the assistant by the tab bar: the chat reopens, still about the lesson.
    const back = await page(student, '')
    expect(back.status).toBe(200)
    expect(back.data).toMatchObject({ chat: { id: chat.id }, about: { title: 'Captions that sell', href: lessonHref } })
    // Asked again from the same lesson: the same chat; from another lesson: a new one.
    expect((await page(student, `?lesson=${openLesson.id}&back=${encodeURIComponent(lessonHref)}`)).data).toMatchObject({
      chat: { id: chat.id },
      backPath: lessonHref,
    })
    expect((await page(student, `?lesson=${paidLesson.id}`)).data).toMatchObject({ chat: null, about: { title: 'Locked lesson' } })
  })

  it('refuses a lesson the student cannot open, in words, before the model is asked', async () => {
    const student = await createStudent()
    const locked = await ask(student, { message: 'Explain this', lessonId: paidLesson.id }, '/api/assistant/chat?platform=ios')
    expect(locked.status).toBe(403)
    expect((await locked.json()).error.message).toMatch(/opens with a subscription/)
    const missing = await ask(student, { message: 'Explain this', lessonId: 999999999 })
    expect(missing.status).toBe(404)
    expect((await missing.json()).error.message).toMatch(/lesson was not found/)
    expect(server.requests).toHaveLength(0)

    expect(await page(student, `?lesson=${paidLesson.id}&platform=ios`)).toMatchObject({ status: 403 })
    expect(await page(student, '?lesson=999999999')).toMatchObject({ status: 404 })
    expect(await page(student, '?lesson=..%2Fadmin')).toMatchObject({
      status: 400,
      message: expect.stringMatching(/does not name a lesson/),
    })
  })

  it('without a lesson, the page is about no lesson', async () => {
    expect((await page(await createStudent(), '')).data).toMatchObject({ about: null, chat: null })
  })
})
