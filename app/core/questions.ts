/**
 * A question a lower feature asks and a higher one answers, for when an event is not enough because
 * the lower feature's answer needs the reply (learning asks what certificate a completed course
 * gets; certificates answers by issuing it). The lower feature declares the question with the answer
 * that holds while nobody provides one; the higher one provides it at start-up, as it subscribes to
 * events. Like the event bus, the provider lives on globalThis under the question's name, so every copy
 * of this module (the host, the Remix build, Vite's development loader) shares it.
 */
type Answer<Input, Output> = (input: Input) => Promise<Output>

export type Question<Input, Output> = {
  /** Sets the one provider; providing again replaces it (a reload). */
  provide(answer: Answer<Input, Output>): void
  /** The provider's answer (its failure is the asker's), or the fallback while none is provided. */
  ask(input: Input): Promise<Output>
}

const slotPrefix = 'ai-learning.questions.'

export function createQuestion<Input, Output>(name: string, fallback: (input: Input) => Output): Question<Input, Output> {
  const slot = Symbol.for(`${slotPrefix}${name}`)
  const holder = globalThis as typeof globalThis & { [slot]?: Answer<Input, Output> }
  return {
    provide(answer) {
      holder[slot] = answer
    },
    async ask(input) {
      const answer = holder[slot]
      return answer ? answer(input) : fallback(input)
    },
  }
}

/** For tests that share a process: forget every question's provider, so each answers with its fallback again. */
export function forgetProviders(): void {
  for (const slot of Object.getOwnPropertySymbols(globalThis)) {
    if (Symbol.keyFor(slot)?.startsWith(slotPrefix)) delete (globalThis as Record<symbol, unknown>)[slot]
  }
}
