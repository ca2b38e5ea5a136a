import { describe, expect, it } from 'vitest'
import { createQuestion, forgetProviders } from './questions'

describe('question', () => {
  it('answers with the fallback while no feature provides it', async () => {
    const question = createQuestion<number, string>('test-fallback', (n) => `none for ${n}`)
    expect(await question.ask(2)).toBe('none for 2')
  })

  it('answers with its provider', async () => {
    const question = createQuestion<number, string>('test-provided', () => 'none')
    question.provide(async (n) => `answer ${n * 2}`)
    expect(await question.ask(4)).toBe('answer 8')
  })

  it('keeps its provider to itself: nothing is shared through globalThis (decision 036)', async () => {
    createQuestion<number, string>('test-own', () => 'none').provide(async () => 'provided')
    expect(await createQuestion<number, string>('test-own', () => 'none').ask(1)).toBe('none')
    expect(Object.getOwnPropertySymbols(globalThis).map(String)).not.toContainEqual(expect.stringContaining('ai-learning.'))
  })

  it('keeps one provider: providing again replaces it, so a reload does not stack them', async () => {
    const question = createQuestion<number, string>('test-replace', () => 'none')
    question.provide(async () => 'first')
    question.provide(async () => 'second')
    expect(await question.ask(1)).toBe('second')
  })

  it("lets the provider's failure reach the asker", async () => {
    const question = createQuestion<number, string>('test-failure', () => 'none')
    question.provide(async () => {
      throw new Error('down')
    })
    await expect(question.ask(1)).rejects.toThrow('down')
  })

  it('answers with the fallback again once a test forgets every provider', async () => {
    const question = createQuestion<number, string>('test-forget', () => 'none')
    question.provide(async () => 'provided')
    forgetProviders()
    expect(await question.ask(1)).toBe('none')
  })
})
