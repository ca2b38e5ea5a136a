import { isbot } from 'isbot'
import { issueVisitor } from './core/visitor-cookies.server'
import { landingPages } from '~/landing'
import { listPublishedFunnels } from './core/funnels.server'
import { currencyForCountry } from './intl/currency'
import { countryOf } from './http/request-country'
import { isAdParam } from './http/ad-params'
import { contentStamp } from './core/content-cache.server'
import { flagsVaryForNewVisitors } from '~/flags/index.server'
import type { FlagKey } from '@schemas/flags/flags'

const landingFlags: FlagKey[] = ['payment_system', 'creator_landing_registration', 'landing_price_block']

/**
 * Which pages a new visitor may be served from memory (host/page-cache.ts), decided by the app
 * because only it knows what its pages read. A page qualifies when it is the same for every new
 * visitor apart from the visitor id, the CSP nonce and the request time, which the cache fills in
 * per response:
 * - a published funnel's first screen (`/onboarding/:funnelId`) and the landing pages;
 * - requested without cookies or credentials (anyone else has state: a session, a sign-in, a
 *   platform) and with no query parameter besides ad parameters (`?preview`, `?country`, … render
 *   differently and are rendered each time).
 * A landing whose flags a rollout splits between new visitors is rendered each time.
 * The key holds everything else the page depends on: the content stamp (so an edit is live for the
 * next visitor, decision 008), the currency the visitor's country gets, and whether the caller is a
 * bot (bots get the page rendered in one piece). Funnel pages leave ad parameters out of their HTML;
 * the landing's start button carries them over (spec), so a landing's key includes them.
 */
export type RequestHead = { url: URL; header: (name: string) => string | undefined }

export async function pageCacheKey({ url, header }: RequestHead): Promise<string | null> {
  if (header('cookie') || header('authorization')) return null
  for (const name of url.searchParams.keys()) if (!isAdParam(name)) return null
  const page = await pageOf(url)
  if (!page) return null
  // A rollout that splits new visitors on a landing's flags makes its page differ per visitor.
  if (page === 'landing' && (await flagsVaryForNewVisitors(landingFlags))) return null
  const currency = currencyForCountry(countryOf(url, header))
  const who = isbot(header('user-agent') ?? '') ? 'bot' : 'browser'
  const search = page === 'landing' ? normalisedSearch(url) : ''
  return `${await contentStamp()}|${currency}|${who}|${url.pathname}${search}`
}

async function pageOf(url: URL): Promise<'funnel' | 'landing' | null> {
  if (Object.hasOwn(landingPages, url.pathname)) return 'landing'
  const funnelId = /^\/onboarding\/([a-z0-9_]{1,64})$/.exec(url.pathname)?.[1]
  if (!funnelId) return null
  const published = await listPublishedFunnels()
  return published.some((funnel) => funnel.funnelId === funnelId) ? 'funnel' : null
}

function normalisedSearch(url: URL): string {
  const params = new URLSearchParams(url.search)
  params.sort()
  const query = params.toString()
  return query ? `?${query}` : ''
}

export const pageCachePolicy = { keyOf: pageCacheKey, issueVisitor }
export type PageCachePolicy = typeof pageCachePolicy
