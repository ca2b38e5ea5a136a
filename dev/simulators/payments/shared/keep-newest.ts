/**
 * Adds an entry and drops the oldest past `max` (a Map keeps insertion order), returning what was
 * dropped: the simulators keep their orders, cards and deliveries in memory and must not grow for ever.
 */
export function keepNewest<K, V>(map: Map<K, V>, key: K, value: V, max: number): V[] {
  map.set(key, value)
  const dropped: V[] = []
  for (const [oldest, entry] of map) {
    if (map.size <= max) break
    map.delete(oldest)
    dropped.push(entry)
  }
  return dropped
}

/** Appends to a log, keeping only the newest `max` entries. */
export function pushNewest<T>(list: T[], item: T, max: number): void {
  list.push(item)
  if (list.length > max) list.splice(0, list.length - max)
}
