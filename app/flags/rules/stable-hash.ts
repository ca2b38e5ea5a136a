/**
 * A user's place in [0, 1) for one flag: FNV-1a over `flag:userId`, then murmur3's finaliser so
 * ids that differ in one character still spread evenly. The same id always lands in the same
 * place (sticky), and each flag draws independently of the others.
 */
export function bucketOf(flagKey: string, userId: string): number {
  let hash = 0x811c9dc5
  for (const char of `${flagKey}:${userId}`) {
    hash ^= char.codePointAt(0)!
    hash = Math.imul(hash, 0x01000193)
  }
  hash ^= hash >>> 16
  hash = Math.imul(hash, 0x85ebca6b)
  hash ^= hash >>> 13
  hash = Math.imul(hash, 0xc2b2ae35)
  hash ^= hash >>> 16
  return (hash >>> 0) / 0x1_0000_0000
}
