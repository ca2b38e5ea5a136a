import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { AiError } from '../../app/ai/rules/ai-error'
import { createOpenAiProvider } from '../../app/ai/server/openai-provider.server'
import type { Rubric } from '@schemas/ai'
import { completion, json, silent, startOpenAiTestServer, streamed } from '../support/openai-test-server'

/**
 * The OpenAI-compatible provider against a real HTTP server (tests/support/openai-test-server.ts):
 * streaming, cancellation, retries, timeouts and the judge's JSON, over the wire.
 */
describe('OpenAI-compatible provider over HTTP', () => {
  let server: Awaited<ReturnType<typeof startOpenAiTestServer>>
  const waits: number[] = []
  const provider = (overrides: Partial<Parameters<typeof createOpenAiProvider>[0]> = {}) =>
    createOpenAiProvider({
      baseUrl: server.baseUrl,
      apiKey: 'test-key',
      model: 'test-model',
      imageModel: 'test-image',
      timeoutMs: 2000,
      policy: { attempts: 3, baseMs: 10, maxMs: 2000 },
      // Real waits, recorded, so a test can tell Retry-After was honoured.
      sleep: (ms) => {
        waits.push(ms)
        return new Promise((resolve) => setTimeout(resolve, ms))
      },
      ...overrides,
    })

  beforeAll(async () => {
    server = await startOpenAiTestServer()
  })
  afterAll(() => server.close())
  beforeEach(() => {
    server.requests.length = 0
    waits.length = 0
  })

  it('sends the chat request in OpenAI’s shape and returns the answer', async () => {
    server.answer(completion('Hello there'))
    const answer = await provider().chat([{ role: 'user', content: 'Hi' }])
    expect(answer).toEqual({ mode: 'model', text: 'Hello there', citations: [], model: 'test-model' })
    expect(server.requests[0]).toMatchObject({
      path: '/v1/chat/completions',
      body: { model: 'test-model', messages: [{ role: 'user', content: 'Hi' }] },
      headers: { authorization: 'Bearer test-key' },
    })
  })

  it('streams the answer in pieces as they arrive', async () => {
    server.answer(streamed(['Large ', 'language ', 'models ', 'predict ', 'words.'], { gapMs: 30 }))
    const stream = await provider().stream([{ role: 'user', content: 'What is an LLM?' }])
    const arrivals: { piece: string; at: number }[] = []
    const started = Date.now()
    for await (const piece of stream) arrivals.push({ piece, at: Date.now() - started })
    expect(arrivals.map((arrival) => arrival.piece).join('')).toBe('Large language models predict words.')
    expect(arrivals).toHaveLength(5)
    // The first piece was there long before the last was sent: a real stream, not one buffered body.
    expect(arrivals[4]!.at - arrivals[0]!.at).toBeGreaterThanOrEqual(90)
    expect(server.requests[0]!.body.stream).toBe(true)
  })

  it('keeps characters whole when the network splits their bytes', async () => {
    server.answer(async (_, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      const bytes = Buffer.from(`data: ${JSON.stringify({ choices: [{ delta: { content: 'Café ✓ 👍' } }] })}\n\ndata: [DONE]\n\n`)
      // One byte at a time: every multi-byte character arrives in pieces.
      for (const byte of bytes) {
        res.write(Buffer.from([byte]))
        await new Promise((resolve) => setImmediate(resolve))
      }
      res.end()
    })
    let text = ''
    for await (const piece of await provider().stream([{ role: 'user', content: 'Hi' }])) text += piece
    expect(text).toBe('Café ✓ 👍')
  })

  it('stops the upstream request when the caller cancels mid-stream', async () => {
    server.answer(
      streamed(
        Array.from({ length: 100 }, (_, i) => `piece ${i} `),
        { gapMs: 20, hang: true },
      ),
    )
    const controller = new AbortController()
    const stream = await provider().stream([{ role: 'user', content: 'Tell me a long story' }], { signal: controller.signal })
    const received: string[] = []
    const reading = (async () => {
      for await (const piece of stream) {
        received.push(piece)
        if (received.length === 3) controller.abort()
      }
    })()
    await expect(reading).rejects.toMatchObject({ code: 'cancelled' })
    await expect.poll(() => server.requests[0]!.closedEarly).toBe(true)
    expect(received.length).toBeLessThan(10)
  })

  it('stops the upstream request when the caller stops reading', async () => {
    server.answer(
      streamed(
        Array.from({ length: 100 }, (_, i) => `piece ${i} `),
        { gapMs: 20, hang: true },
      ),
    )
    const stream = await provider().stream([{ role: 'user', content: 'Tell me a long story' }])
    for await (const piece of stream) if (piece) break
    await expect.poll(() => server.requests[0]!.closedEarly).toBe(true)
  })

  it('waits as Retry-After says on 429, then succeeds', async () => {
    server.answer(json(429, { error: { message: 'slow down' } }, { 'retry-after': '1' }), completion('Now it works'))
    const started = Date.now()
    const answer = await provider().chat([{ role: 'user', content: 'Hi' }])
    expect(answer.text).toBe('Now it works')
    expect(waits).toEqual([1000])
    expect(Date.now() - started).toBeGreaterThanOrEqual(990)
    expect(server.requests).toHaveLength(2)
  })

  it('gives up after the allowed attempts of 500 with a clear error', async () => {
    server.answer(json(500, { error: 'boom' }), json(500, { error: 'boom' }), json(500, { error: 'boom' }))
    const failure = await provider()
      .chat([{ role: 'user', content: 'Hi' }])
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(AiError)
    expect(failure).toMatchObject({ code: 'unavailable', status: 500, message: 'The AI model is not responding. Please try again.' })
    expect(server.requests).toHaveLength(3)
    expect(waits).toHaveLength(2)
  })

  it('retries a server that cannot be reached, then says it is not responding', async () => {
    const closed = await startOpenAiTestServer()
    const baseUrl = closed.baseUrl
    await closed.close()
    await expect(provider({ baseUrl }).chat([{ role: 'user', content: 'Hi' }])).rejects.toMatchObject({ code: 'unavailable' })
    expect(waits).toHaveLength(2)
  })

  it('never retries another 4xx', async () => {
    server.answer(json(400, { error: { message: 'bad model' } }))
    await expect(provider().chat([{ role: 'user', content: 'Hi' }])).rejects.toMatchObject({ code: 'rejected', status: 400 })
    server.answer(json(401, { error: { message: 'bad key' } }))
    await expect(provider().chat([{ role: 'user', content: 'Hi' }])).rejects.toMatchObject({ code: 'unauthorized' })
    expect(server.requests).toHaveLength(2)
  })

  it('times out a silent server with a clear error', async () => {
    server.answer(silent)
    await expect(provider({ timeoutMs: 200 }).chat([{ role: 'user', content: 'Hi' }])).rejects.toMatchObject({
      code: 'timeout',
      message: 'The AI model took too long to answer. Please try again.',
    })
  })

  it('times out a stream that stalls between pieces', async () => {
    server.answer(streamed(['first '], { hang: true }))
    const stream = await provider({ timeoutMs: 200 }).stream([{ role: 'user', content: 'Hi' }])
    const received: string[] = []
    const reading = (async () => {
      for await (const piece of stream) received.push(piece)
    })()
    await expect(reading).rejects.toMatchObject({ code: 'timeout' })
    expect(received).toEqual(['first '])
  })

  describe('judge', () => {
    const rubric: Rubric = {
      kind: 'prompt-evaluation',
      question: 'Write a prompt asking the assistant to explain a topic.',
      criteria: ['names a specific topic', 'says who the answer is for'],
      minLength: 10,
    }
    const good = JSON.stringify({
      criteria: [
        { criterion: 'names a specific topic', passed: true, reason: 'Large language models.' },
        { criterion: 'says who the answer is for', passed: true, reason: 'A busy manager.' },
      ],
      feedback: 'Clear and specific.',
    })

    it('asks for JSON and returns the validated verdicts', async () => {
      server.answer(completion(good))
      const judgement = await provider().judge(rubric, 'Explain how LLMs work to a busy manager.')
      expect(judgement).toEqual({
        criteria: [
          { criterion: 'names a specific topic', passed: true, reason: 'Large language models.' },
          { criterion: 'says who the answer is for', passed: true, reason: 'A busy manager.' },
        ],
        passed: true,
        // The model's own feedback, cut to at most three points; the same parts of a good prompt as without a model.
        feedback: 'Clear and specific.',
        parts: expect.arrayContaining([expect.objectContaining({ part: 'context', found: true })]),
      })
      expect(server.requests[0]!.body).toMatchObject({ response_format: { type: 'json_object' }, temperature: 0 })
      expect(JSON.stringify(server.requests[0]!.body)).toContain('at most the 3 most important missing parts')
      expect(JSON.stringify(server.requests[0]!.body)).toContain('The parts of a good prompt: role, context, task')
    })

    it('asks again after output that is not the agreed JSON', async () => {
      server.answer(completion('Looks great to me!'), completion(good))
      expect((await provider().judge(rubric, 'Explain how LLMs work to a busy manager.')).passed).toBe(true)
      expect(server.requests).toHaveLength(2)
    })

    it('fails clearly when the model answers badly twice', async () => {
      server.answer(completion('Looks great!'), completion('{"criteria": []}'))
      await expect(provider().judge(rubric, 'Explain how LLMs work to a busy manager.')).rejects.toMatchObject({
        code: 'invalid-output',
        message: 'The AI model gave an answer we could not read. Please try again.',
      })
    })

    it('asks without response_format when the server does not support it', async () => {
      server.answer(json(400, { error: { message: "Unrecognized request argument: 'response_format'" } }), completion(good))
      expect((await provider().judge(rubric, 'Explain how LLMs work to a busy manager.')).passed).toBe(true)
      expect(server.requests[1]!.body.response_format).toBeUndefined()
    })

    it('does not ask the model about an essay below the minimum length (a prompt is judged by its parts instead)', async () => {
      expect((await provider().judge({ ...rubric, kind: 'essay' }, 'LLMs')).passed).toBe(false)
      expect(server.requests).toHaveLength(0)
    })
  })

  describe('images', () => {
    it('returns the generated image’s URL', async () => {
      server.answer(json(200, { data: [{ url: 'https://images.test/1.png' }] }))
      expect(await provider().generateImage({ prompt: 'A cat in a hat' })).toEqual({ url: 'https://images.test/1.png' })
      expect(server.requests[0]).toMatchObject({ path: '/v1/images/generations', body: { model: 'test-image', prompt: 'A cat in a hat' } })
    })

    it('reports every failure as the spec’s image error', async () => {
      server.answer(json(400, { error: { message: 'content policy' } }))
      await expect(provider().generateImage({ prompt: 'A cat' })).rejects.toMatchObject({
        code: 'image',
        message: 'Image generation error',
      })
      await expect(provider().generateImage({ prompt: '   ' })).rejects.toMatchObject({ message: 'Image generation error' })
    })
  })

  it('gives the model the platform’s passages as context and returns them as citations', async () => {
    server.answer(completion('See [1].'))
    const hit = {
      id: 'lesson:1:0',
      kind: 'lesson' as const,
      title: 'The four parts of a good prompt',
      href: '/course/1/topic/2/lesson/3',
      text: 'Role, task, context, format.',
      excerpt: 'Role, task, context, format.',
      trial: true,
      score: 1,
    }
    const answer = await provider({ retrieve: async () => [hit] }).chat([{ role: 'user', content: 'What makes a good prompt?' }])
    expect(answer.citations).toEqual([{ kind: 'lesson', title: hit.title, href: hit.href, excerpt: hit.excerpt }])
    const sent = server.requests[0]!.body.messages as { role: string; content: string }[]
    expect(sent[0]).toMatchObject({
      role: 'system',
      content: expect.stringContaining('[1] The four parts of a good prompt (/course/1/topic/2/lesson/3)'),
    })
    expect(sent[1]).toEqual({ role: 'user', content: 'What makes a good prompt?' })
  })
})
