import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { action as chatAction } from '../../app/routes/api.assistant.chat'
import { action as featureAction, loader as featureLoader } from '../../app/routes/api.features.$feature'
import { setAiProvider } from '../../app/ai/server/ai-provider.server'
import { contentIndex } from '../../app/ai/server/content-index.server'
import { createOpenAiProvider } from '../../app/ai/server/openai-provider.server'
import { aiErrorMessages } from '../../app/ai/rules/ai-error'
import { decodeChatEvent, type ChatEvent } from '../../app/assistant/rules/chat-events'
import { DAILY_PROMPT_LIMIT, utcDay } from '../../app/assistant/rules/prompt-limit'
import { TRIAL_DAILY_PROMPTS } from '../../app/ai/rules/ai-allowance'
import { createSseParser } from '../../app/ai/rules/sse'
import { readStoredMessages } from '@schemas/assistant/chat'
import { json, silent, startOpenAiTestServer, streamed } from '../support/openai-test-server'
import { asStudent, createPayingStudent, createStudent, getPayloadClient } from '../support/students'
import { grantAiToolsPack } from '../support/purchases'

/**
 * The assistant's chat route with a model configured: POST /api/assistant/chat against the local
 * OpenAI-compatible test server over real HTTP (the provider is the one AI_BASE_URL would choose,
 * pointed at it), the answer read by the client as it streams; retries, timeouts, cancelling and
 * the daily prompt limit.
 */
type Session = Awaited<ReturnType<typeof createStudent>>
type Args = Parameters<typeof chatAction>[0]

let server: Awaited<ReturnType<typeof startOpenAiTestServer>>
let payload: Payload

const ask = (session: Session, body: unknown, signal?: AbortSignal) =>
  chatAction({
    request: asStudent(session, '/api/assistant/chat', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json' },
      signal,
    }),
    params: {},
    context: {},
  } as Args)

const feature = (session: Session, method: 'GET' | 'POST') => {
  const args = {
    request: asStudent(session, '/api/features/ai_tools_prompts_limit', { method }),
    params: { feature: 'ai_tools_prompts_limit' },
    context: {},
  } as Args
  return method === 'GET' ? featureLoader(args) : featureAction(args)
}

/** The client's side: each event with the time it arrived. */
async function readEvents(response: Response, onEvent?: (event: ChatEvent) => boolean | void) {
  const events: { event: ChatEvent; at: number; time: number }[] = []
  const started = Date.now()
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  const parser = createSseParser()
  for (;;) {
    const chunk = await reader.read()
    for (const data of chunk.done ? parser.end() : parser.push(chunk.value)) {
      const event = decodeChatEvent(data)!
      events.push({ event, at: Date.now() - started, time: Date.now() })
      if (onEvent?.(event) === false) {
        await reader.cancel()
        return events
      }
    }
    if (chunk.done) return events
  }
}

const text = (events: { event: ChatEvent }[]) => events.map(({ event }) => (event.type === 'delta' ? event.text : '')).join('')

beforeAll(async () => {
  payload = await getPayloadClient()
  server = await startOpenAiTestServer()
  setAiProvider(
    createOpenAiProvider({
      baseUrl: server.baseUrl,
      model: 'test-model',
      imageModel: 'test-image',
      // The model server and the app share this thread: on a busy machine (at load 20) a 400 ms wait for
      // the next piece ran out before the server had sent it, and a good answer became a timeout.
      timeoutMs: 2000,
      policy: { attempts: 3, baseMs: 10, maxMs: 200 },
      retrieve: async (question, options) => (await contentIndex()).search(question, 3, options),
    }),
  )
})
afterAll(async () => {
  setAiProvider(undefined)
  await server.close()
})
beforeEach(() => {
  server.reset()
})

describe('the assistant with a model over HTTP', () => {
  it('streams the answer through /api/assistant/chat to the client piece by piece, stores the chat and counts the prompt', async () => {
    const student = await createPayingStudent()
    server.answer(streamed(['Large ', 'language ', 'models ', 'predict ', 'words.'], { gapMs: 150 }))
    const response = await ask(student, { message: 'What is an LLM?', model: 'gpt-4o' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    const events = await readEvents(response)

    expect(events[0]!.event).toMatchObject({ type: 'start', mode: 'model', model: 'gpt-4o' })
    expect(text(events)).toBe('Large language models predict words.')
    const deltas = events.filter(({ event }) => event.type === 'delta')
    expect(deltas).toHaveLength(5)
    // A real stream: the first piece reached the client before the model server had even sent the
    // last one (150 ms apart each). Not a time span, which a loaded machine squeezes or stretches.
    expect(deltas[0]!.time).toBeLessThan(server.requests[0]!.piecesSentAt[4]!)
    expect(events.at(-1)!.event).toMatchObject({ type: 'done', counter: { current_value: 1, remaining_count: DAILY_PROMPT_LIMIT - 1 } })
    expect(server.requests[0]!.body).toMatchObject({ model: 'gpt-4o', stream: true })

    const chatId = (events[0]!.event as { chatId: string }).chatId
    const chat = await payload.findByID({ collection: 'assistant-chats', id: chatId, depth: 0 })
    expect(readStoredMessages(chat.messages).map(({ role, content }) => [role, content])).toEqual([
      ['user', 'What is an LLM?'],
      ['assistant', 'Large language models predict words.'],
    ])

    // A follow-up in the same chat sends the earlier turns along.
    server.answer(streamed(['Yes.']))
    const followUp = await readEvents(await ask(student, { chatId, message: 'Really?' }))
    expect(text(followUp)).toBe('Yes.')
    const sent = server.requests[1]!.body.messages as { role: string; content: string }[]
    expect(sent.filter((message) => message.role !== 'system').map((message) => message.content)).toEqual([
      'What is an LLM?',
      'Large language models predict words.',
      'Really?',
    ])
    expect(await (await feature(student, 'GET')).json()).toMatchObject({ current_value: 2, feature_limit: DAILY_PROMPT_LIMIT })
  })

  it('retries when the model answers 429 and streams the answer that follows', async () => {
    const student = await createPayingStudent()
    server.answer(json(429, { error: { message: 'slow down' } }, { 'retry-after': '0' }), streamed(['After ', 'a retry.']))
    const events = await readEvents(await ask(student, { message: 'Hello?' }))
    expect(text(events)).toBe('After a retry.')
    expect(server.requests).toHaveLength(2)
  })

  it('answers a clear 504 when the model never answers, and does not count the prompt', async () => {
    const student = await createPayingStudent()
    server.answer(silent)
    const response = await ask(student, { message: 'Are you there?' })
    expect(response.status).toBe(504)
    // A timeout is not retried (http-client.server.ts): the student hears at once.
    expect(server.requests).toHaveLength(1)
    expect(await response.json()).toEqual({ error: { title: 'The assistant could not answer', message: aiErrorMessages.timeout } })
    expect(await (await feature(student, 'GET')).json()).toMatchObject({ current_value: 0 })
  })

  it('ends a stream that stalls with the timeout message, keeping what arrived', async () => {
    const student = await createPayingStudent()
    server.answer(streamed(['Half an '], { hang: true }))
    const events = await readEvents(await ask(student, { message: 'Tell me everything' }))
    expect(text(events)).toBe('Half an ')
    expect(events.at(-1)!.event).toEqual({ type: 'error', message: aiErrorMessages.timeout })
    const chatId = (events[0]!.event as { chatId: string }).chatId
    const chat = await payload.findByID({ collection: 'assistant-chats', id: chatId, depth: 0 })
    expect(readStoredMessages(chat.messages).at(-1)).toMatchObject({ content: 'Half an ', failed: true })
  })

  it('stops the model when the student leaves: the upstream request is closed and the part that arrived is kept as stopped', async () => {
    const student = await createPayingStudent()
    server.answer(
      streamed(
        Array.from({ length: 40 }, (_, index) => `piece${index} `),
        { gapMs: 50 },
      ),
    )
    const leave = new AbortController()
    const response = await ask(student, { message: 'A long answer please' }, leave.signal)
    let chatId = ''
    await readEvents(response, (event) => {
      if (event.type === 'start') chatId = event.chatId
      if (event.type === 'delta') {
        // As the host does when the browser goes: the request's signal aborts and the body is cancelled.
        leave.abort()
        return false
      }
    })
    await expect.poll(() => server.requests[0]?.closedEarly).toBe(true)
    await expect
      .poll(async () =>
        readStoredMessages((await payload.findByID({ collection: 'assistant-chats', id: chatId, depth: 0 })).messages).at(-1),
      )
      .toMatchObject({ role: 'assistant', stopped: true })
  })

  it('refuses with the limit message once the daily prompt limit is reached, before calling the model', async () => {
    const student = await createPayingStudent()
    await payload.create({
      collection: 'feature-counters',
      data: { student: student.student.id, feature: 'ai_tools_prompts_limit', value: DAILY_PROMPT_LIMIT, counterDate: utcDay(new Date()) },
    })
    const response = await ask(student, { message: 'One more?' })
    expect(response.status).toBe(429)
    expect(await response.json()).toEqual({
      error: {
        title: 'Prompt limit reached',
        message: `You have used all ${DAILY_PROMPT_LIMIT} assistant prompts for today. New prompts are available tomorrow.`,
      },
    })
    expect(server.requests).toHaveLength(0)
    expect((await feature(student, 'POST')).status).toBe(429)
    expect(await (await feature(student, 'GET')).json()).toMatchObject({ current_value: DAILY_PROMPT_LIMIT, remaining_count: 0 })
  })
})

describe('accounts that never paid (app/ai/rules/ai-allowance.ts)', () => {
  it('get the small daily allowance: refused at it with the plan offer, before the model is called', async () => {
    const student = await createStudent()
    expect(await (await feature(student, 'GET')).json()).toMatchObject({ current_value: 0, feature_limit: TRIAL_DAILY_PROMPTS })
    await payload.create({
      collection: 'feature-counters',
      data: { student: student.student.id, feature: 'ai_tools_prompts_limit', value: TRIAL_DAILY_PROMPTS, counterDate: utcDay(new Date()) },
    })
    const response = await ask(student, { message: 'One more?' })
    expect(response.status).toBe(429)
    expect(await response.json()).toEqual({
      error: {
        title: 'Prompt limit reached',
        message: `You have used all ${TRIAL_DAILY_PROMPTS} free AI prompts for today. New ones are available tomorrow, or choose a plan for ${DAILY_PROMPT_LIMIT} prompts a day.`,
      },
    })
    expect(server.requests).toHaveLength(0)
  })
})

describe('the ai_tools_prompts_limit counter API', () => {
  it('counts per student and resets the display when the counter date is a day old', async () => {
    const [student, other] = [await createPayingStudent(), await createPayingStudent()]
    expect(await (await feature(student, 'POST')).json()).toMatchObject({ current_value: 1, remaining_count: DAILY_PROMPT_LIMIT - 1 })
    expect(await (await feature(student, 'POST')).json()).toMatchObject({ current_value: 2 })
    expect(await (await feature(other, 'GET')).json()).toMatchObject({ current_value: 0 })

    const yesterday = utcDay(new Date(Date.now() - 24 * 60 * 60 * 1000))
    await payload.update({
      collection: 'feature-counters',
      where: { student: { equals: student.student.id } },
      data: { value: DAILY_PROMPT_LIMIT, counterDate: yesterday },
    })
    expect(await (await feature(student, 'GET')).json()).toEqual({
      current_value: 0,
      remaining_count: DAILY_PROMPT_LIMIT,
      feature_limit: DAILY_PROMPT_LIMIT,
      counter_date: utcDay(new Date()),
    })
    expect(await (await feature(student, 'POST')).json()).toMatchObject({ current_value: 1, counter_date: utcDay(new Date()) })
  })

  it('answers 404 for a feature it does not count', async () => {
    const student = await createPayingStudent()
    const response = await featureLoader({
      request: asStudent(student, '/api/features/other'),
      params: { feature: 'other' },
      context: {},
    } as Args)
    expect(response.status).toBe(404)
  })
})

describe('the AI tools pack raises the daily prompt limit (issue #32.9)', () => {
  const packPrompts = (extraDailyPrompts: number) =>
    payload.update({
      collection: 'upsells',
      where: { upsellId: { equals: 'ai_tools' } },
      data: { extraDailyPrompts },
      overrideAccess: true,
    })

  it('by the number the CMS keeps, for life, and the server lets the extra prompts through', async () => {
    const [buyer, other] = [await createPayingStudent(), await createPayingStudent()]
    await grantAiToolsPack(buyer.student.id)
    await packPrompts(50)
    expect(await (await feature(buyer, 'GET')).json()).toMatchObject({ feature_limit: DAILY_PROMPT_LIMIT + 50 })
    expect(await (await feature(other, 'GET')).json()).toMatchObject({ feature_limit: DAILY_PROMPT_LIMIT })

    await payload.create({
      collection: 'feature-counters',
      data: { student: buyer.student.id, feature: 'ai_tools_prompts_limit', value: DAILY_PROMPT_LIMIT, counterDate: utcDay(new Date()) },
    })
    server.answer(streamed(['Past the plan’s own limit.']))
    const response = await ask(buyer, { message: 'Prompt number fifty-one' })
    expect(response.status).toBe(200)
    expect(text(await readEvents(response))).toBe('Past the plan’s own limit.')
    expect(await (await feature(buyer, 'GET')).json()).toMatchObject({ current_value: DAILY_PROMPT_LIMIT + 1, remaining_count: 49 })

    await packPrompts(1)
    const refused = await feature(buyer, 'POST')
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as { error: { message: string } }).error.message).toContain(
      `all ${DAILY_PROMPT_LIMIT + 1} assistant prompts for today (${DAILY_PROMPT_LIMIT + 1} prompts a day with your AI tools pack)`,
    )

    await payload.update({
      collection: 'subscriptions',
      where: { student: { equals: buyer.student.id } },
      data: { status: 'expired', endDate: new Date(Date.now() - 86_400_000).toISOString() },
      overrideAccess: true,
    })
    // The plan the pack was bought with has ended, the pack has not (it is kept for life): its one
    // extra prompt stays. (This direct write leaves the account's status, so its own share is unchanged.)
    expect(await (await feature(buyer, 'GET')).json()).toMatchObject({ feature_limit: DAILY_PROMPT_LIMIT + 1 })
  })
})

describe('the assistant explains the pack’s extra prompts (#30)', () => {
  it('answers a question about the limit with the plan’s and the pack’s share, without spending a prompt or calling the model', async () => {
    const buyer = await createPayingStudent()
    await grantAiToolsPack(buyer.student.id)
    await payload.update({
      collection: 'upsells',
      where: { upsellId: { equals: 'ai_tools' } },
      data: { extraDailyPrompts: 50 },
      overrideAccess: true,
    })
    const before = (await (await feature(buyer, 'GET')).json()) as { current_value: number; remaining_count: number }

    const response = await ask(buyer, { message: 'How many prompts do I have left today?' })
    expect(response.status).toBe(200)
    expect(text(await readEvents(response))).toBe(
      `You can send ${DAILY_PROMPT_LIMIT + 50} prompts a day with your AI tools pack: ${DAILY_PROMPT_LIMIT} with your plan and 50 more from the pack. You have ${before.remaining_count} prompts left today; the count starts again tomorrow.`,
    )
    expect(await (await feature(buyer, 'GET')).json()).toMatchObject({ current_value: before.current_value })
  })
})
