import type { AiProvider } from '~/ai/provider'
import { AiError } from '~/ai/rules/ai-error'
import { judgeMessages, readModelJudgement, tooShort } from '~/ai/rules/judge-prompt'
import { contextMessage, type Hit, lastQuestion } from '~/ai/rules/retrieval'
import { lessonContextMessage, withLessonFirst } from '~/ai/rules/lesson-context'
import type { RetryPolicy } from '~/ai/rules/retry-policy'
import { createSseParser, deltaText, doneMarker } from '~/ai/rules/sse'
import { type ChatMessage, type ChatOptions, type ChatStream, imageRequestSchema, type LessonContext } from '@schemas/ai'
import { postJson } from './http-client.server'

export type OpenAiConfig = {
  baseUrl: string
  apiKey?: string
  model: string
  imageModel: string
  timeoutMs: number
  policy?: RetryPolicy
  /** The platform's passages for a question; they reach the model as a system message and come back as citations. */
  retrieve?: (question: string, options: { trialOnly?: boolean }) => Promise<Hit[]>
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
}

/** The provider for any server speaking OpenAI's chat-completions and images API. */
export function createOpenAiProvider(config: OpenAiConfig): AiProvider {
  const http = (signal?: AbortSignal, image = false) => ({
    apiKey: config.apiKey,
    timeoutMs: config.timeoutMs,
    policy: config.policy,
    sleep: config.sleep,
    signal,
    image,
  })
  // Servers that reject response_format (some local ones) are asked again without it, once.
  let jsonMode = true

  async function withContext(messages: ChatMessage[], trialOnly?: boolean, lesson?: LessonContext) {
    const question = lastQuestion(messages)
    const found = config.retrieve ? await config.retrieve(question, { trialOnly }) : []
    // Asked from a lesson: the model reads the lesson itself, and it is source [1].
    const hits = lesson ? withLessonFirst(lesson, question, found) : found
    const context = contextMessage(hits)
    const system = [...(lesson ? [lessonContextMessage(lesson)] : []), ...(context ? [context] : [])]
    return {
      messages: [...system, ...messages],
      citations: hits.map(({ kind, title, href, excerpt }) => ({ kind, title, href, excerpt })),
    }
  }

  async function complete(messages: ChatMessage[], options: ChatOptions & { json?: boolean }) {
    const body = {
      model: options.model ?? config.model,
      messages,
      ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
      ...(options.maxTokens !== undefined ? { max_tokens: options.maxTokens } : {}),
      ...(options.json && jsonMode ? { response_format: { type: 'json_object' } } : {}),
    }
    const exchange = await postJson(`${config.baseUrl}/chat/completions`, body, http(options.signal)).catch((error: unknown) => {
      if (options.json && jsonMode && error instanceof AiError && error.code === 'rejected' && /response_format/i.test(error.detail)) {
        jsonMode = false
        return null
      }
      throw error
    })
    if (!exchange) return complete(messages, options)
    try {
      const parsed = (await exchange.response.json()) as { choices?: { message?: { content?: unknown } }[] }
      const content = parsed.choices?.[0]?.message?.content
      if (typeof content !== 'string') throw new AiError('invalid-output', 'no choices[0].message.content')
      return content
    } catch (error) {
      if (error instanceof AiError) throw error
      if (exchange.timedOut()) throw new AiError('timeout', 'the body did not arrive in time')
      if (options.signal?.aborted) throw new AiError('cancelled')
      throw new AiError('invalid-output', 'the answer was not JSON')
    } finally {
      exchange.release()
    }
  }

  return {
    mode: 'model',
    defaultModel: config.model,

    async chat(messages, options = {}) {
      const { messages: sent, citations } = await withContext(messages, options.trialOnly, options.lesson)
      const text = await complete(sent, options)
      return { mode: 'model', text, citations, model: options.model ?? config.model }
    },

    async stream(messages, options = {}) {
      const { messages: sent, citations } = await withContext(messages, options.trialOnly, options.lesson)
      const model = options.model ?? config.model
      const exchange = await postJson(
        `${config.baseUrl}/chat/completions`,
        { model, messages: sent, stream: true, ...(options.maxTokens ? { max_tokens: options.maxTokens } : {}) },
        http(options.signal),
      )
      const deltas = readDeltas(exchange, options.signal)
      return Object.assign(deltas, { mode: 'model' as const, citations, model }) satisfies ChatStream
    },

    async judge(rubric, answer, options = {}) {
      // A prompt is judged by its parts, never by its length.
      const short = rubric.kind === 'prompt-evaluation' ? null : tooShort(rubric, answer)
      if (short) return short
      const messages = judgeMessages(rubric, answer)
      // A model that answers off the agreed shape gets one more chance, then the student is told.
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        const reply = await complete(messages, { signal: options.signal, json: true, temperature: 0 })
        const judgement = readModelJudgement(reply, rubric, answer)
        if (judgement) return judgement
      }
      throw new AiError('invalid-output', 'the judge reply did not match the rubric twice')
    },

    async generateImage(request, options = {}) {
      const parsed = imageRequestSchema.safeParse(request)
      if (!parsed.success) throw new AiError('image', parsed.error.issues[0]?.message ?? 'invalid image request')
      const exchange = await postJson(
        `${config.baseUrl}/images/generations`,
        { model: parsed.data.model ?? config.imageModel, prompt: parsed.data.prompt, n: 1 },
        http(options.signal, true),
      )
      try {
        const body = (await exchange.response.json()) as { data?: { url?: unknown; b64_json?: unknown }[] }
        const first = body.data?.[0]
        if (typeof first?.url === 'string') return { url: first.url }
        if (typeof first?.b64_json === 'string') return { url: `data:image/png;base64,${first.b64_json}` }
        throw new AiError('image', 'no url or b64_json in data[0]')
      } catch (error) {
        throw error instanceof AiError ? error : new AiError('image', 'the answer was not JSON')
      } finally {
        exchange.release()
      }
    },
  }
}

/** The SSE body as text deltas; leaving the loop early cancels the upstream request. */
async function* readDeltas(exchange: Awaited<ReturnType<typeof postJson>>, signal?: AbortSignal): AsyncGenerator<string> {
  const body = exchange.response.body
  if (!body) throw new AiError('invalid-output', 'no body')
  const reader = body.pipeThrough(new TextDecoderStream()).getReader()
  const parser = createSseParser()
  let finished = false
  try {
    while (!finished) {
      let chunk: ReadableStreamReadResult<string>
      try {
        chunk = await reader.read()
      } catch {
        if (signal?.aborted) throw new AiError('cancelled')
        if (exchange.timedOut()) throw new AiError('timeout', 'the stream stalled')
        throw new AiError('unavailable', 'the stream broke off')
      }
      exchange.rearm()
      const events = chunk.done ? parser.end() : parser.push(chunk.value)
      for (const data of events) {
        if (data === doneMarker) {
          finished = true
          break
        }
        const text = readEvent(data)
        if (text) yield text
      }
      if (chunk.done) finished = true
    }
  } finally {
    exchange.release()
    // The consumer left early (a student closed the page): drop the upstream request.
    if (!finished) exchange.abort()
    await reader.cancel().catch(() => undefined)
  }
}

function readEvent(data: string): string {
  let parsed: { error?: { message?: string } }
  try {
    parsed = JSON.parse(data) as typeof parsed
  } catch {
    throw new AiError('invalid-output', `not JSON: ${data.slice(0, 100)}`)
  }
  if (parsed.error) throw new AiError('unavailable', parsed.error.message ?? 'error event in the stream')
  return deltaText(data)
}
