import { randomUUID } from 'node:crypto'
import { processListeners } from './process-listeners'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, Payload, PayloadRequest } from 'payload'

/** Who in this process listens for content changes made in the same process: app/core/content-cache.server.ts. */
const listeners = processListeners<string>()

/** Calls `listener` with the new content stamp whenever this process changes content. */
export function onContentChanged(listener: (stamp: string) => void): void {
  listeners.add(listener)
}

/**
 * Content visitors see changed: a new stamp in the `content-version` global (read by every site
 * process), the same process told at once, and — in the admin's child process — the site's parent
 * process told over IPC, so the next visitor gets the edit.
 */
async function bump(req: PayloadRequest): Promise<void> {
  // The seed writes hundreds of documents and bumps once when it is done (cms/seed/index.ts).
  if (req.context?.seeding) return
  await bumpContentVersion(req.payload, req)
}

export async function bumpContentVersion(payload: Payload, req?: PayloadRequest): Promise<void> {
  const stamp = randomUUID()
  await payload.updateGlobal({ slug: 'content-version', data: { stamp }, ...(req ? { req } : {}), overrideAccess: true, depth: 0 })
  notifyContentChanged(stamp)
  // Only the admin host's child process talks to its parent this way (host/cms-host.ts sets the flag).
  if (process.env.CMS_HOST_CHANNEL === 'content-changed') process.send?.({ type: 'content-changed', stamp })
}

/** Tells this process's content caches that content changed. */
export function notifyContentChanged(stamp: string): void {
  listeners.notify(stamp)
}

const afterChange: CollectionAfterChangeHook = async ({ req }) => bump(req)
const afterDelete: CollectionAfterDeleteHook = async ({ req }) => bump(req)

/** Spread into a collection's `hooks`: its changes invalidate the site's content cache. */
export const invalidatesContent = { afterChange: [afterChange], afterDelete: [afterDelete] }

export const invalidatesContentGlobal: GlobalAfterChangeHook = async ({ req }) => bump(req)
