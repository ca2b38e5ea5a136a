import { getPayloadClient } from '@cms/get-payload'
import { onContentChanged } from '@cms/hooks/content-changed'

/**
 * What anonymous pages read from the CMS (published funnels, plans, landing content, settings),
 * kept in memory so a visitor's page does no database work. An entry is valid for one content
 * stamp (the `content-version` global, changed by every edit, see cms/hooks/content-changed.ts);
 * the stamp is read at most once per `stampTtlMs`, so an edit made by another process is live
 * within about a second, and one made in this process (or in the admin, which tells its parent over
 * IPC) at once.
 */
const stampTtlMs = 1000
/** Keys include draft previews' definitions and the catalogue's lessons; past this many, start over rather than grow. */
const maxEntries = 5000

type Entry = { stamp: string; value: Promise<unknown> }
const entries = new Map<string, Entry>()
let stamp: { value: string; readAt: number } | null = null
let reading: Promise<string> | null = null

// An edit in this process (or in the admin's, relayed by the host) marks the entries stale at once.
onContentChanged((changed) => {
  stamp = { value: changed, readAt: Date.now() }
})

async function readStamp(): Promise<string> {
  const payload = await getPayloadClient()
  const version = await payload.findGlobal({ slug: 'content-version', depth: 0, overrideAccess: true })
  return version.stamp ?? 'initial'
}

/** The current content stamp; concurrent callers share one read. */
export async function contentStamp(): Promise<string> {
  if (stamp && Date.now() - stamp.readAt < stampTtlMs) return stamp.value
  reading ??= readStamp()
    .then((value) => {
      stamp = { value, readAt: Date.now() }
      return value
    })
    .finally(() => {
      reading = null
    })
  return reading
}

/**
 * `load()` once per content stamp for `key`; concurrent callers share one load, and a failed load
 * is not kept. Only for content every visitor sees alike: never per-user data.
 */
export async function cachedContent<T>(key: string, load: () => Promise<T>): Promise<T> {
  const current = await contentStamp()
  const hit = entries.get(key)
  if (hit && hit.stamp === current) return hit.value as Promise<T>
  if (entries.size >= maxEntries) entries.clear()
  const value = load()
  const entry: Entry = { stamp: current, value }
  entries.set(key, entry)
  value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key)
  })
  return value
}

/** For tests: forget everything. */
export function clearContentCache(): void {
  entries.clear()
  stamp = null
}
