import { getPayloadClient } from '@cms/get-payload'
import type { FunnelDefinition } from '@schemas/funnel/definition'
import { problem } from '../../core/problem'
import { cachedContent } from '../../core/content-cache.server'
import { getFunnel } from '../../core/funnels.server'

/**
 * The cancellation flow students see when they cancel: the published cancellation funnel whose
 * settings say `liveForCancellations`; when several do, the one published last (decision 034).
 */
export async function liveCancellationFunnel(): Promise<FunnelDefinition> {
  const funnelId = await cachedContent('funnels|live-cancellation', findLiveId)
  const definition = funnelId ? await getFunnel(funnelId) : null
  if (!definition || definition.kind !== 'cancellation') {
    throw problem(404, 'No cancellation flow', 'Cancelling is not available right now. Please try again later or write to support.')
  }
  return definition
}

async function findLiveId(): Promise<string | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'funnels',
    overrideAccess: false,
    depth: 0,
    limit: 200,
    sort: '-updatedAt',
    select: { funnelId: true, definition: true },
  })
  const live = docs.find((doc) => {
    const definition = doc.definition as { kind?: unknown; settings?: { liveForCancellations?: unknown } } | null
    return definition?.kind === 'cancellation' && definition.settings?.liveForCancellations === true
  })
  return live?.funnelId ?? null
}
