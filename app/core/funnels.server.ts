import type { Payload } from 'payload'
import { getPayloadClient } from '@cms/get-payload'
import type { User } from '@cms/payload-types'
import { type FunnelDefinition, parseFunnel } from '@schemas'
import { cachedContent } from './content-cache.server'
import { getProductFacts } from './site-settings.server'
import { fillFactsEverywhere } from '@schemas/content/product-fact-text'

type StaffUser = User & { collection: 'users' }

/**
 * Parsed definitions keyed by funnel, draft flag and `updatedAt`: an edit changes `updatedAt`, so a
 * new version is picked up on the very next request and no cache ever needs purging.
 */
const parsed = new Map<string, FunnelDefinition>()

/**
 * The funnel visitors get: the published version from the CMS, read as an anonymous visitor. With
 * `preview` and a signed-in staff member it is the latest draft instead. Null when there is none.
 */
export async function getFunnel(funnelId: string, options: { preview?: StaffUser | null } = {}): Promise<FunnelDefinition | null> {
  // What visitors get is kept in memory until content changes; a staff preview always reads.
  if (!options.preview) return cachedContent(`funnel|${funnelId}`, () => readFunnel(funnelId, {}).then(withFacts))
  return withFacts(await readFunnel(funnelId, options))
}

/** The copy's {{fact:…}} placeholders as Site settings state them now (a settings save changes the content stamp). */
async function withFacts(definition: FunnelDefinition | null): Promise<FunnelDefinition | null> {
  return definition && fillFactsEverywhere(definition, await getProductFacts())
}

async function readFunnel(funnelId: string, options: { preview?: StaffUser | null }): Promise<FunnelDefinition | null> {
  const payload = await getPayloadClient()
  const draft = Boolean(options.preview)
  const { docs } = await payload.find({
    collection: 'funnels',
    where: { funnelId: { equals: funnelId } },
    limit: 1,
    pagination: false,
    depth: 0,
    draft,
    overrideAccess: false,
    user: options.preview ?? undefined,
  })
  const doc = docs[0]
  if (!doc) return null
  const key = `${funnelId}|${draft}|${doc.updatedAt}`
  const cached = parsed.get(key)
  if (cached) return cached
  return parseStored(payload, funnelId, key, doc.definition)
}

function parseStored(payload: Payload, funnelId: string, key: string, raw: unknown): FunnelDefinition | null {
  const result = parseFunnel(raw)
  if (!result.success) {
    // Saves are validated, so this means the schema changed under stored data: a bug, not a visitor error.
    payload.logger.error({ funnelId, issues: result.issues }, 'stored funnel no longer validates')
    return null
  }
  for (const existing of parsed.keys()) if (existing.startsWith(`${funnelId}|`)) parsed.delete(existing)
  parsed.set(key, result.data)
  return result.data
}

/** Published funnels, for the "funnel not found" page. */
export async function listPublishedFunnels(): Promise<{ funnelId: string; title: string }[]> {
  return cachedContent('funnels|published', readPublishedFunnels)
}

async function readPublishedFunnels(): Promise<{ funnelId: string; title: string }[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'funnels',
    overrideAccess: false,
    depth: 0,
    limit: 100,
    sort: 'funnelId',
    select: { funnelId: true, title: true },
  })
  return docs.map((doc) => ({ funnelId: doc.funnelId, title: doc.title }))
}
