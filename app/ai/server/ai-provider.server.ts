import { getEnv } from '../../../config/env'
import type { AiProvider } from '~/ai/provider'
import { contentIndex } from './content-index.server'
import { createOfflineProvider } from './offline-provider.server'
import { createOpenAiProvider } from './openai-provider.server'

/**
 * The provider of this process, chosen once from the environment (config/env.ts `ai`): a model
 * server when AI_BASE_URL is set, the offline provider otherwise. Both search the same index.
 */
let provider: AiProvider | undefined

export function getAiProvider(): AiProvider {
  provider ??= chooseProvider()
  return provider
}

function chooseProvider(): AiProvider {
  const { ai } = getEnv()
  if (ai.mode === 'offline') return createOfflineProvider(contentIndex)
  return createOpenAiProvider({
    ...ai,
    retrieve: async (question, options) => (await contentIndex()).search(question, 3, options),
  })
}

/** For tests: put another provider in place (or forget it, to choose again). */
export function setAiProvider(next: AiProvider | undefined): void {
  provider = next
}
