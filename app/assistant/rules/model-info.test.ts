import { describe, expect, it } from 'vitest'
import { defaultModelId, modelInfos, modelTitle, pickerModels, resolveModel } from './model-info'

describe('Model info', () => {
  it('defaults to a small chat model that is in the list', () => {
    expect(modelTitle(defaultModelId)).toBe('GPT-4o mini')
  })

  it('titles unknown model names "Prompt"', () => {
    expect(modelTitle('some-new-model')).toBe('Prompt')
    expect(modelTitle('')).toBe('Prompt')
  })

  it('lists a requested or configured model the list does not know, titled Prompt, once', () => {
    const list = pickerModels(['gpt-4o-mini', 'my-local-model', 'my-local-model', undefined])
    expect(list).toHaveLength(modelInfos.length + 1)
    expect(list.at(-1)).toEqual({ model: 'my-local-model', provider: '', icon: '', name: 'Prompt' })
  })

  it('sends a listed or the configured model, and the configured one for anything else', () => {
    expect(resolveModel('gpt-4o', 'gpt-4o-mini')).toBe('gpt-4o')
    expect(resolveModel('llama3.1:8b', 'llama3.1:8b')).toBe('llama3.1:8b')
    expect(resolveModel('o1-pro', 'gpt-4o-mini')).toBe('gpt-4o-mini')
    expect(resolveModel(undefined, 'gpt-4o-mini')).toBe('gpt-4o-mini')
  })
})
