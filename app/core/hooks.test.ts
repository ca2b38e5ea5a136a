import { describe, expect, it } from 'vitest'
import { createHook, forgetProviders } from './hooks'

describe('hook', () => {
  it('answers with the fallback while no feature provides it', async () => {
    const hook = createHook<number, string>('test-fallback', (n) => `none for ${n}`)
    expect(await hook.ask(2)).toBe('none for 2')
  })

  it('answers with its provider', async () => {
    const hook = createHook<number, string>('test-provided', () => 'none')
    hook.provide(async (n) => `answer ${n * 2}`)
    expect(await hook.ask(4)).toBe('answer 8')
  })

  it('keeps its provider to itself: nothing is shared through globalThis (decision 036)', async () => {
    createHook<number, string>('test-own', () => 'none').provide(async () => 'provided')
    expect(await createHook<number, string>('test-own', () => 'none').ask(1)).toBe('none')
    expect(Object.getOwnPropertySymbols(globalThis).map(String)).not.toContainEqual(expect.stringContaining('ai-learning.'))
  })

  it('keeps one provider: providing again replaces it, so a reload does not stack them', async () => {
    const hook = createHook<number, string>('test-replace', () => 'none')
    hook.provide(async () => 'first')
    hook.provide(async () => 'second')
    expect(await hook.ask(1)).toBe('second')
  })

  it("lets the provider's failure reach the asker", async () => {
    const hook = createHook<number, string>('test-failure', () => 'none')
    hook.provide(async () => {
      throw new Error('down')
    })
    await expect(hook.ask(1)).rejects.toThrow('down')
  })

  it('answers with the fallback again once a test forgets every provider', async () => {
    const hook = createHook<number, string>('test-forget', () => 'none')
    hook.provide(async () => 'provided')
    forgetProviders()
    expect(await hook.ask(1)).toBe('none')
  })
})
