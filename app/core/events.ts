/**
 * A typed in-process event bus: a lower feature emits what happened, a higher one subscribes, so
 * neither calls up into the other. Handlers live on globalThis under the bus's name because the
 * host (server/), the Remix build and Vite's development loader each hold their own copy of this
 * module, and an event emitted in one must reach a handler registered from another.
 */
type Handler<Event> = (event: Event) => Promise<void> | void
type Handlers = Map<string, Map<string, Handler<never>>>

export type EventBus<Events extends Record<string, unknown>> = {
  /** Registers the subscriber `key` for `type`; registering the same key again replaces it (a reload). */
  on<Type extends keyof Events & string>(type: Type, key: string, handler: Handler<Events[Type]>): void
  /** Runs every handler of `type` in turn; a failing handler is logged and never fails the emitter. */
  emit<Type extends keyof Events & string>(type: Type, event: Events[Type]): Promise<void>
}

const slotPrefix = 'ai-learning.events.'

export function createEventBus<Events extends Record<string, unknown>>(name: string): EventBus<Events> {
  const slot = Symbol.for(`${slotPrefix}${name}`)
  const holder = globalThis as typeof globalThis & { [slot]?: Handlers }
  const handlers = (holder[slot] ??= new Map())
  return {
    on(type, key, handler) {
      const ofType = handlers.get(type) ?? new Map<string, Handler<never>>()
      ofType.set(key, handler as Handler<never>)
      handlers.set(type, ofType)
    },
    async emit(type, event) {
      for (const [key, handler] of handlers.get(type) ?? []) {
        try {
          await (handler as Handler<typeof event>)(event)
        } catch (error) {
          console.error(`✗ ${name} event ${type}: subscriber ${key} failed: ${(error as Error).message}`)
        }
      }
    },
  }
}

/** For tests that share a process: forget every subscriber of every bus, as a new process would have none. */
export function forgetSubscribers(): void {
  for (const slot of Object.getOwnPropertySymbols(globalThis)) {
    if (Symbol.keyFor(slot)?.startsWith(slotPrefix)) ((globalThis as Record<symbol, unknown>)[slot] as Handlers).clear()
  }
}
