/**
 * Runs tasks one after another per key, in this process: a check and the write it allows (a
 * student's video slots, a visitor's event counts) cannot be interleaved by a burst of concurrent
 * requests for the same key. Keys with nothing waiting are forgotten.
 */
export function oneAtATime() {
  const tails = new Map<string, Promise<unknown>>()
  return function run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const before = tails.get(key) ?? Promise.resolve()
    const result = before.then(task, task)
    const tail = result.catch(() => undefined)
    tails.set(key, tail)
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key)
    })
    return result
  }
}
