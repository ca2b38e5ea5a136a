/**
 * A typed in-process event bus: a lower feature emits what happened, a higher one subscribes, so
 * neither calls up into the other. The bus keeps its handlers itself: the product's code is
 * compiled once and the host subscribes through the server build (decision 036), so the routes that
 * emit and the subscriptions share one copy of each bus.
 */
type Handler<Event> = (event: Event) => Promise<void> | void
type Handlers = Map<string, Map<string, Handler<never>>>

export type EventBus<Events extends Record<string, unknown>> = {
  /** Registers the subscriber `key` for `type`; registering the same key again replaces it (a reload). */
  on<Type extends keyof Events & string>(type: Type, key: string, handler: Handler<Events[Type]>): void
  /** Runs every handler of `type` in turn; a failing handler is logged and never fails the emitter. */
  emit<Type extends keyof Events & string>(type: Type, event: Events[Type]): Promise<void>
}

/** Every bus's handlers, for forgetSubscribers. */
const everyBus = new Set<Handlers>()

export function createEventBus<Events extends Record<string, unknown>>(name: string): EventBus<Events> {
  const handlers: Handlers = new Map()
  everyBus.add(handlers)
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
  for (const handlers of everyBus) handlers.clear()
}
