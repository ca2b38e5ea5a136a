/**
 * A question a lower feature asks and a higher one answers, for when an event is not enough because
 * the lower feature's answer needs the reply (learning asks what certificate a completed course
 * gets; certificates answers by issuing it). The lower feature declares the question with the answer
 * that holds while nobody provides one; the higher one provides it at start-up, as it subscribes to
 * events. Like the event bus, the question keeps its provider itself: one copy per process (decision 036).
 */
type Answer<Input, Output> = (input: Input) => Promise<Output>

export type Question<Input, Output> = {
  readonly name: string
  /** Sets the one provider; providing again replaces it (a reload). */
  provide(answer: Answer<Input, Output>): void
  /** The provider's answer (its failure is the asker's), or the fallback while none is provided. */
  ask(input: Input): Promise<Output>
}

/** How to forget each question's provider, for forgetProviders. */
const forgetters = new Set<() => void>()

export function createQuestion<Input, Output>(name: string, fallback: (input: Input) => Output): Question<Input, Output> {
  let provided: Answer<Input, Output> | undefined
  forgetters.add(() => (provided = undefined))
  return {
    name,
    provide(answer) {
      provided = answer
    },
    async ask(input) {
      return provided ? provided(input) : fallback(input)
    },
  }
}

/** For tests that share a process: forget every question's provider, so each answers with its fallback again. */
export function forgetProviders(): void {
  for (const forget of forgetters) forget()
}
