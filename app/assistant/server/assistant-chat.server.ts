import { type AiError, aiErrorMessages } from '~/ai'
import { getAiProvider } from '~/ai/index.server'
import type { SessionStudent } from '~/core/session.server'
import { hitRateLimit } from '~/http/rate-limit'
import { problem, tooManyProblem } from '~/core/problem'
import { seesEverything, type TrialViewer } from '~/core/trial'
import type { ChatMessage, ChatStream } from '@schemas/ai'
import type { Id } from '@schemas/id'
import { assistantChatBody, promptLimitFeature, type StoredMessage } from '@schemas/assistant'
import { assistantRateLimit, assistantRateLimitMessage, assistantRateLimitTitle, studentKey } from '../rules/assistant-rate-limit'
import { type ChatEvent, encodeChatEvent } from '../rules/chat-events'
import { resolveModel } from '../rules/model-info'
import { type ChatView, createChat, getChat, saveMessages } from './chats.server'
import { allowanceFor, incrementCounter, requirePromptLeft } from './feature-counter.server'
import { readLessonContext } from './lesson-context.server'
import { allowanceAnswer, asksAboutPromptLimit } from '../rules/prompt-allowance'

/** How much of a conversation goes back to the model with each question. */
const HISTORY_MESSAGES = 20

/**
 * POST /api/assistant/chat: one question, answered as a stream of server-sent events. In order:
 * the body, the per-student rate limit (429), the daily prompt limit (429 "Prompt limit reached"),
 * the student's own chat (404 otherwise), the lesson asked about (`lessonId`, under the lesson page's
 * access rules: 403/404), then the provider. A provider that fails before its
 * first piece (timeout, busy after its retries) is a 504/503 with the sentence to show; the prompt
 * is counted only once it answers. The request's signal reaches the provider: a student who
 * presses stop or leaves the page stops the model, and the part that arrived is kept, marked stopped.
 */
export async function assistantChat(student: SessionStudent, body: unknown, viewer: TrialViewer, signal: AbortSignal): Promise<Response> {
  const input = assistantChatBody.parse(body)
  await limitRate(student)
  const left = await requirePromptLeft(student, promptLimitFeature)
  const chat = input.chatId !== undefined ? await getChat(student, input.chatId) : null
  // Asked from a lesson: the student must still be able to open it (403/404 otherwise, as on the lesson page).
  const lesson = input.lessonId !== undefined ? await readLessonContext(viewer, input.lessonId) : undefined

  const provider = getAiProvider()
  const model = resolveModel(input.model, provider.defaultModel)
  // A question about the student's own allowance is answered by us, with their numbers and pack, and costs no prompt.
  const own = asksAboutPromptLimit(input.message) ? allowanceAnswer(await allowanceFor(student), left.remaining_count) : null
  const question: StoredMessage = {
    role: 'user',
    content: input.message,
    sentAt: new Date().toISOString(),
    ...(lesson ? { lessonId: lesson.id } : {}),
  }
  const history = [...(chat?.messages ?? []), question]
    .filter((message) => !message.failed && message.content.trim() !== '')
    .slice(-HISTORY_MESSAGES)

  // The request's signal (the browser went away) or our own failure below both stop the model.
  const upstream = new AbortController()
  const stopUpstream = () => upstream.abort()
  signal.addEventListener('abort', stopUpstream, { once: true })
  let stream: ChatStream
  try {
    stream =
      own !== null
        ? ownAnswer(own, provider.mode, model)
        : await provider.stream(
            history.map(({ role, content }): ChatMessage => ({ role, content })),
            {
              model,
              signal: upstream.signal,
              trialOnly: !seesEverything(viewer),
              ...(lesson ? { lesson } : {}),
            },
          )
  } catch (error) {
    signal.removeEventListener('abort', stopUpstream)
    throw providerProblem(error)
  }
  let counter: Awaited<ReturnType<typeof incrementCounter>>
  let saved: { id: Id; messages: StoredMessage[] }
  try {
    // Both at once: the model's first pieces are already on their way.
    ;[counter, saved] = await Promise.all([
      own !== null ? left : incrementCounter(student, promptLimitFeature),
      saveQuestion(student, chat, model, question),
    ])
  } catch (error) {
    stopUpstream()
    throw error
  }

  const encoder = new TextEncoder()
  const iterator = stream[Symbol.asyncIterator]()
  let answer = ''
  let finished = false

  const finish = async (flags: Pick<StoredMessage, 'stopped' | 'failed'>) => {
    if (finished) return
    finished = true
    signal.removeEventListener('abort', stopUpstream)
    const reply: StoredMessage = {
      role: 'assistant',
      content: answer,
      sentAt: new Date().toISOString(),
      citations: stream.citations,
      ...flags,
    }
    await saveMessages(student, saved.id, model, [...saved.messages, reply]).catch((error: unknown) => {
      console.error('assistant answer was not saved', error)
    })
  }

  const events = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (event: ChatEvent) => controller.enqueue(encoder.encode(encodeChatEvent(event)))
      send({ type: 'start', chatId: String(saved.id), mode: stream.mode, model: stream.model, citations: stream.citations })
    },
    async pull(controller) {
      const send = (event: ChatEvent) => controller.enqueue(encoder.encode(encodeChatEvent(event)))
      try {
        const next = await iterator.next()
        if (!next.done) {
          answer += next.value
          send({ type: 'delta', text: next.value })
          return
        }
        await finish({})
        send({ type: 'done', counter })
        controller.close()
      } catch (error) {
        await finish(upstream.signal.aborted ? { stopped: true } : { failed: true })
        if (upstream.signal.aborted) return controller.close()
        send({ type: 'error', message: messageOf(error) })
        controller.close()
      }
    },
    async cancel() {
      // The browser went away (stop, another page): end the upstream request and keep what arrived.
      stopUpstream()
      await iterator.return?.()
      await finish({ stopped: true })
    },
  })

  return new Response(events, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    },
  })
}

function ownAnswer(text: string, mode: ChatStream['mode'], model: string): ChatStream {
  async function* pieces() {
    yield text
  }
  return Object.assign(pieces(), { mode, citations: [], model })
}

/** The question joins its chat (a new one for the first question). */
async function saveQuestion(student: SessionStudent, chat: ChatView | null, model: string, question: StoredMessage) {
  if (!chat) return createChat(student, model, question)
  const messages = [...chat.messages, question]
  await saveMessages(student, chat.id, model, messages)
  return { id: chat.id, messages }
}

/** The shared rate-limit store, with the assistant's own rule and a message about messages (not "your network"). */
async function limitRate(student: SessionStudent) {
  const result = await hitRateLimit(assistantRateLimit, studentKey(student.id))
  if (!result.ok)
    throw tooManyProblem(assistantRateLimitTitle, assistantRateLimitMessage(result.retryAfterSeconds), result.retryAfterSeconds)
}

function isAiError(error: unknown): error is AiError {
  return error instanceof Error && error.name === 'AiError'
}

function messageOf(error: unknown): string {
  return isAiError(error) ? error.message : aiErrorMessages.unavailable
}

/** A provider failure before any answer: the status says whose fault, the message what to do. */
function providerProblem(error: unknown) {
  if (!isAiError(error)) return error
  const status = { timeout: 504, 'rate-limited': 503, cancelled: 499 }[error.code as string] ?? 502
  return problem(status, 'The assistant could not answer', error.message)
}
