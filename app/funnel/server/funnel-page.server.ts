import { data } from '@remix-run/node'
import type { PersistedFunnel } from '@engine'
import type { FunnelDefinition } from '@schemas/funnel/definition'
import { getFunnel, listPublishedFunnels } from '../../core/funnels.server'
import { findOwnedSession } from './funnel-session.server'
import { loadPaywalls } from './paywall.server'
import { getStaffUser } from '../../core/staff.server'
import { preloadRenderer } from '~/screens'
import { requestCurrency } from '../../http/request-country'
import { readVisitor } from '../../core/visitor-cookies.server'
import { rendererAssets } from './renderer-assets.server'
import { isVariant } from '../rules/experiment'
import { getExperiment } from '~/analytics/index.server'
import { buildFrame } from '../rules/frame'
import { startOrRestore } from './machine.server'
import type { FunnelRequest } from './route-input.server'
import type { FunnelMode, FunnelNotFound, FunnelPageData } from '../rules/types'

/** The funnel to play: published, or the latest draft for signed-in staff with ?preview=1. 404 otherwise. */
export async function requireFunnel(request: Request, input: FunnelRequest): Promise<{ definition: FunnelDefinition; preview: boolean }> {
  const staff = input.preview ? await getStaffUser(request) : null
  const found = input.funnelId ? await getFunnel(input.funnelId, { preview: staff }) : null
  // A cancellation flow plays for a student who cancels (and in the studio's preview), never as a visitor's funnel.
  const definition = found?.kind === 'cancellation' && !staff ? null : found
  if (!definition) {
    const notFound: FunnelNotFound = { funnelId: input.funnelId, mode: input.mode, funnels: await listPublishedFunnels() }
    throw data(notFound, { status: 404 })
  }
  return { definition, preview: Boolean(staff) }
}

/** On /experiment a funnel that takes part in the test is the variant; events and sessions record it. */
export async function variantOf(mode: FunnelMode, funnelId: string): Promise<string | undefined> {
  if (mode !== 'experiment') return undefined
  return isVariant(await getExperiment(), funnelId) ? funnelId : undefined
}

/**
 * Everything the player needs for its first paint: the screen the visitor's session is on (or the
 * first), its view, the paywalls priced for their country, and the funnel for the engine to take
 * over in the browser.
 */
export async function loadFunnelPage(
  request: Request,
  input: FunnelRequest,
  requestTime = new Date().toISOString(),
): Promise<{ page: FunnelPageData; headers: Headers }> {
  const { definition, preview } = await requireFunnel(request, input)
  const visitor = await readVisitor(request)
  const session = await findOwnedSession(request, visitor.id, definition.id)
  const now = session?.createdAt ?? requestTime
  const { snapshot } = startOrRestore(definition, session?.state, now)
  const frame = buildFrame(definition, snapshot)
  if (!frame) throw new Response('This funnel has nothing to show.', { status: 500 })
  // The server renders the current screen's renderer directly; loaded here, it never suspends.
  const [paywalls] = await Promise.all([loadPaywalls(definition, requestCurrency(request)), preloadRenderer(frame.screen.type)])

  const headers = new Headers({ 'Cache-Control': 'private, no-store' })
  if (visitor.setCookie) headers.append('Set-Cookie', visitor.setCookie)
  const variant = await variantOf(input.mode, definition.id)
  const page: FunnelPageData = {
    funnel: { id: definition.id, title: definition.title, version: definition.version },
    definition,
    mode: input.mode,
    ...(variant ? { variant } : {}),
    preview,
    visitorId: visitor.id,
    now,
    persisted: (session?.state as PersistedFunnel | undefined) ?? null,
    frame,
    paywalls,
    preload: rendererAssets(frame.screen.type),
  }
  return { page, headers }
}
