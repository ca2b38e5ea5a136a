import { getEnv } from '../../../config/env'
import { AiError } from '~/ai/rules/ai-error'
import { createOpenAiProvider } from './openai-provider.server'

/**
 * What staff see about the AI in the admin: which model answers students, and a connection test
 * that sends one short request through the same adapter the assistant uses (no retries, so a
 * broken setup answers in seconds). Students never see any of this.
 */
export type AiStatus = { mode: 'model'; model: string; imageModel: string; host: string } | { mode: 'offline' }

export type AiConnectionTest = { ok: boolean; ms: number; message: string }

type AiEnv = ReturnType<typeof getEnv>['ai']

export function aiStatus(ai: AiEnv = getEnv().ai): AiStatus {
  if (ai.mode === 'offline') return { mode: 'offline' }
  return { mode: 'model', model: ai.model, imageModel: ai.imageModel, host: new URL(ai.baseUrl).host }
}

export async function testAiConnection(ai: AiEnv = getEnv().ai, now: () => number = Date.now): Promise<AiConnectionTest> {
  if (ai.mode === 'offline') {
    return { ok: true, ms: 0, message: 'No model is configured, so there is nothing to connect to. Set AI_BASE_URL to connect one.' }
  }
  const provider = createOpenAiProvider({
    ...ai,
    timeoutMs: Math.min(ai.timeoutMs, 15_000),
    policy: { attempts: 1, baseMs: 0, maxMs: 0 },
  })
  const started = now()
  try {
    const answer = await provider.chat([{ role: 'user', content: 'Reply with the single word OK.' }], { maxTokens: 5 })
    const ms = now() - started
    return { ok: true, ms, message: `${ai.model} answered in ${ms} ms: “${answer.text.trim().slice(0, 40)}”.` }
  } catch (error) {
    const ms = now() - started
    const reason = error instanceof AiError ? error.message : 'The model server could not be reached.'
    return { ok: false, ms, message: `${ai.model} at ${new URL(ai.baseUrl).host} did not answer: ${reason}` }
  }
}
