import { isbot } from 'isbot'
import { isAdParam } from '../../http/ad-params'

/**
 * Who sent an event. Only `visitor` traffic reaches reports; bots and staff previews are stored
 * (so their volume can be seen in the admin) but never rolled up.
 */
export const trafficKinds = ['visitor', 'bot', 'preview'] as const
export type Traffic = (typeof trafficKinds)[number]

/**
 * `staffPreview` must be the server's own finding — a signed-in staff member on a `?preview=1`
 * page — never the client's word alone. A request without any User-Agent is counted as a bot:
 * every browser sends one, `sendBeacon` included; scripts often do not.
 */
export function classifyTraffic({ userAgent, staffPreview }: { userAgent: string | null; staffPreview: boolean }): Traffic {
  if (staffPreview) return 'preview'
  if (!userAgent?.trim() || isbot(userAgent)) return 'bot'
  return 'visitor'
}

/** The rollup source of sessions with no utm_source and no click id. */
export const noSource = '(none)'
/** The rollup rows that add up every source, so a report over all traffic reads one row per screen. */
export const allSources = '*'

// A click id names its network even when the ad link carries no utm_source (auto-tagging).
const clickIdSources: Record<string, string> = {
  gclid: 'google',
  gbraid: 'google',
  wbraid: 'google',
  dclid: 'google',
  fbclid: 'facebook',
  ttclid: 'tiktok',
  msclkid: 'bing',
  twclid: 'twitter',
  li_fat_id: 'linkedin',
  sccid: 'snapchat',
  epik: 'pinterest',
  rdt_cid: 'reddit',
  yclid: 'yandex',
}

/**
 * The source a report filters by: utm_source, lower-cased and reduced to letters, digits, `.`,
 * `_` and `-` (at most 64), else the network of a click id, else null. `(none)` and `*` can
 * therefore never be a real source.
 */
export function sourceOf(params: Readonly<Record<string, string>>): string | null {
  const tagged = normalizeSource(params.utm_source ?? '')
  if (tagged) return tagged
  const clickId = Object.keys(params).find((name) => name in clickIdSources && params[name])
  return clickId ? clickIdSources[clickId]! : null
}

export function normalizeSource(raw: string): string | null {
  const clean = raw
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 64)
  return clean || null
}

/** The ad parameters (utm_* and click ids) of a page's query, kept on its events; null when none. */
export function adParamsOf(params: Readonly<Record<string, string>>): Record<string, string> | null {
  const kept = Object.entries(params).filter(([name]) => isAdParam(name))
  return kept.length > 0 ? Object.fromEntries(kept) : null
}
