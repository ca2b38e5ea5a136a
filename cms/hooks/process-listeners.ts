/**
 * Who in this process listens for one kind of news (a student's data changed, content changed).
 * Kept on globalThis under `name`, as Payload's hooks and the app may load their own copies of the
 * module that announces it.
 */
export function processListeners<T>(name: string) {
  const key = Symbol.for(name)
  type Listener = (news: T) => void
  const listeners = (): Set<Listener> => {
    const global = globalThis as typeof globalThis & { [key]?: Set<Listener> }
    return (global[key] ??= new Set())
  }
  return {
    add: (listener: Listener): void => void listeners().add(listener),
    notify: (news: T): void => {
      for (const listener of listeners()) listener(news)
    },
  }
}
