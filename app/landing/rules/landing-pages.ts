import type { LandingVariant } from '../../core/attribution'

/** The landing pages, the tracking name each gets, and which site setting names its funnel. */
export const landingPages = {
  '/': { variant: 'none', funnelSetting: 'home' },
  '/landing-v1': { variant: 'v1', funnelSetting: 'landingV1' },
  '/landing-v2': { variant: 'v2', funnelSetting: 'landingV2' },
  '/luck': { variant: 'none', funnelSetting: 'luck' },
  '/creator': { variant: 'none', funnelSetting: 'creator' },
} as const

export type { LandingVariant }
export type LandingPath = keyof typeof landingPages
export type FunnelSetting = (typeof landingPages)[LandingPath]['funnelSetting']

/** Landing variants are tracked as v1, v2 or none by an exact path match (no prefixes, no slashes). */
export function landingVariant(pathname: string): LandingVariant {
  if (pathname === '/landing-v1') return 'v1'
  if (pathname === '/landing-v2') return 'v2'
  return 'none'
}

/**
 * Where a start button goes: the funnel, with the visitor's query string carried over (ad
 * attribution lives there) and the landing variant added for tracking.
 */
export function startHref(funnelId: string, search: string, variant: LandingVariant): string {
  const params = new URLSearchParams(search)
  if (variant !== 'none') params.set('landing', variant)
  const query = params.toString()
  return `/onboarding/${funnelId}${query ? `?${query}` : ''}`
}

/** The settings that decide where a landing's start button goes (spec §2 Redirects). */
export type StartSettings = {
  funnelId: string
  paymentSystem: 'solidgate' | 'ecommpay' | 'none'
  creatorLandingRegistration: 'funnel' | 'payment_block_registration'
}

/**
 * Luck signs up first (/luck/set-email); creator does too when the payment system is Solidgate and
 * its registration flag is payment_block_registration, else it opens its funnel. Both carry the
 * query string over. The other landings open their funnel with the query string, the tracked
 * variant and the visitor's deviceId (the spec's user_uuid, so the funnel joins the same visitor).
 */
export function landingStartHref(path: LandingPath, settings: StartSettings, search: string, deviceId: string): string {
  const query = new URLSearchParams(search).toString()
  const withQuery = (target: string) => `${target}${query ? `?${query}` : ''}`
  if (path === '/luck') return withQuery('/luck/set-email')
  if (path === '/creator') {
    const registerFirst = settings.paymentSystem === 'solidgate' && settings.creatorLandingRegistration === 'payment_block_registration'
    return withQuery(registerFirst ? '/creator/set-email' : `/onboarding/${settings.funnelId}`)
  }
  const params = new URLSearchParams(search)
  params.set('deviceId', deviceId)
  return startHref(settings.funnelId, `?${params}`, landingPages[path].variant)
}

type PriceBlock = { key: string; curatorMonths: number }
export type PriceBlockSetting = 'annual_access' | 'annual_access_with_mentor' | 'n_weeks_access' | 'n_weeks_access_with_mentor'

/**
 * The `landing_price_block` flag picks the family (keys starting with annual_access or
 * n_weeks_access); without `_with_mentor` only the blocks with no curator months are shown.
 */
export function selectPriceBlocks<T extends PriceBlock>(blocks: readonly T[], setting: PriceBlockSetting): T[] {
  const withMentor = setting.endsWith('_with_mentor')
  const family = setting.replace(/_with_mentor$/, '')
  return blocks.filter((block) => block.key.startsWith(family) && (withMentor || block.curatorMonths === 0))
}
