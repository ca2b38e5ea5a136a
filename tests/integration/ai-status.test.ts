import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { aiStatus, testAiConnection } from '../../app/ai/server/ai-status.server'
import { completion, json, startOpenAiTestServer } from '../support/openai-test-server'

/**
 * The admin dashboard's AI panel (issue #30: staff see the AI status and a connection test): the
 * test goes through the real adapter over HTTP to the local OpenAI-compatible server.
 */
let server: Awaited<ReturnType<typeof startOpenAiTestServer>>
const modelEnv = () =>
  ({ mode: 'model', baseUrl: server.baseUrl, apiKey: 'test-key', model: 'test-model', imageModel: 'test-image', timeoutMs: 2000 }) as const

beforeAll(async () => {
  server = await startOpenAiTestServer()
})
afterAll(async () => {
  await server.close()
})

describe('the AI status staff see', () => {
  it('names the configured model and its host, or says none is configured', () => {
    expect(aiStatus(modelEnv())).toEqual({
      mode: 'model',
      model: 'test-model',
      imageModel: 'test-image',
      host: new URL(server.baseUrl).host,
    })
    expect(aiStatus({ mode: 'offline', model: 'offline' })).toEqual({ mode: 'offline' })
  })

  it('tests the connection with one request through the adapter, and says when the model does not answer', async () => {
    server.reset()
    server.answer(completion('OK'))
    const ok = await testAiConnection(modelEnv())
    expect(ok).toMatchObject({ ok: true })
    expect(ok.message).toContain('test-model answered in')
    expect(ok.message).toContain('“OK”')
    expect(server.requests).toHaveLength(1)
    expect(server.requests[0]!.body).toMatchObject({ model: 'test-model' })

    server.reset()
    server.answer(json(401, { error: { message: 'bad key' } }))
    const refused = await testAiConnection(modelEnv())
    expect(refused.ok).toBe(false)
    expect(refused.message).toMatch(/^test-model at .* did not answer: /)
    expect(server.requests).toHaveLength(1)
  })
})
