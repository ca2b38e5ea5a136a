/**
 * Who in this process listens for one kind of news (a student's data changed, content changed).
 * The app's content cache and Payload's hooks share one copy of this module: the site's process
 * runs both from the server build (decision 036); the admin's process tells the site over IPC.
 */
export function processListeners<T>() {
  type Listener = (news: T) => void
  const listeners = new Set<Listener>()
  return {
    add: (listener: Listener): void => void listeners.add(listener),
    notify: (news: T): void => {
      for (const listener of listeners) listener(news)
    },
  }
}
