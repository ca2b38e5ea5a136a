/**
 * Model info (spec §3: model, provider, icon, name): the assistant's model picker. A seeded list
 * rather than a CMS collection: which models answer is decided by the server's AI_BASE_URL, not by
 * editors. The default is a small chat model from a major provider; names the list does not know
 * (a tip's model, an old link) are titled "Prompt".
 */
/** `icon` is a provider key the picker draws as a badge (no third-party logos are shipped). */
export type ModelInfo = { model: string; provider: string; icon: string; name: string }

export const defaultModelId = 'gpt-4o-mini'

export const modelInfos: readonly ModelInfo[] = [
  { model: 'gpt-4o-mini', provider: 'OpenAI', icon: 'openai', name: 'GPT-4o mini' },
  { model: 'gpt-4o', provider: 'OpenAI', icon: 'openai', name: 'GPT-4o' },
  { model: 'claude-3-5-haiku-latest', provider: 'Anthropic', icon: 'anthropic', name: 'Claude 3.5 Haiku' },
  { model: 'gemini-2.0-flash', provider: 'Google', icon: 'google', name: 'Gemini 2.0 Flash' },
  { model: 'llama3.2', provider: 'Meta', icon: 'meta', name: 'Llama 3.2' },
]

export const unknownModelTitle = 'Prompt'

export function modelTitle(model: string, infos: readonly ModelInfo[] = modelInfos): string {
  return infos.find((info) => info.model === model)?.name ?? unknownModelTitle
}

/** The picker's list: the known models, plus the configured and the requested one when they are not in it. */
export function pickerModels(extra: readonly (string | undefined)[], infos: readonly ModelInfo[] = modelInfos): ModelInfo[] {
  const list = [...infos]
  for (const model of extra) {
    if (model && !list.some((info) => info.model === model)) list.push({ model, provider: '', icon: '', name: unknownModelTitle })
  }
  return list
}

/**
 * The model a request is sent to: a listed one, or the server's configured default. An unknown
 * name from a URL never reaches the provider, so a link cannot pick an expensive model.
 */
export function resolveModel(requested: string | undefined, configured: string, infos: readonly ModelInfo[] = modelInfos): string {
  if (requested && (requested === configured || infos.some((info) => info.model === requested))) return requested
  return configured
}
