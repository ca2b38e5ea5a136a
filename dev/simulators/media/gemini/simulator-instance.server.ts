import { getEnv, requireSimulatorKeys } from '../../../../config/env'
import { createGeminiSimulator, type GeminiSimulator } from './simulator.server'

let instance: GeminiSimulator | undefined

/** The one image-model simulator of this process (it keeps nothing between requests). */
export function geminiSimulator(): GeminiSimulator {
  instance ??= createGeminiSimulator({
    apiKey: requireSimulatorKeys(getEnv()).gemini,
    model: getEnv().media.image?.model ?? 'gemini-2.5-flash-image',
  })
  return instance
}
