import { getPayloadClient } from '@cms/get-payload'
import type { FlagKey, FlagRule, Flags } from '@schemas/flags/flags'
import { cachedContent } from '../../core/content-cache.server'
import { getSiteSettings } from '../../core/site-settings.server'
import { evaluateFlags, type FlagSubject, usableRules, variesById } from '../rules/evaluate'

/**
 * The flag rules saved in the admin (Settings → Feature flags), read once per content stamp like
 * every other CMS content (app/core/content-cache.server.ts): a save changes the stamp, so the next
 * request evaluates the new rules in every process without a restart. A row that no longer parses
 * is left out (its flag keeps the default) and logged.
 */
export function getFlagRules(): Promise<FlagRule[]> {
  return cachedContent('feature-flags', async () => {
    const payload = await getPayloadClient()
    const stored = await payload.findGlobal({ slug: 'feature-flags', depth: 0, overrideAccess: true })
    const rows = (stored.rules ?? []).map(({ key, platforms, audiences, variants }) => ({
      key,
      platforms: platforms ?? [],
      audiences: audiences ?? [],
      variants: (variants ?? []).map(({ value, weight }) => ({ value, weight })),
    }))
    const rules = usableRules(rows)
    if (rules.length < rows.length)
      payload.logger.error(`${rows.length - rules.length} stored feature flag rule(s) are invalid; their flags keep the default.`)
    return rules
  })
}

/**
 * The flags that were Site settings before the flag service: those settings stay their defaults,
 * so what a marketer set there keeps applying until a rule says otherwise.
 */
async function settingsDefaults(): Promise<Partial<Flags>> {
  const settings = await getSiteSettings()
  const mentor = (settings.landingPriceBlockWithMentor ?? true) ? '_with_mentor' : ''
  return {
    ...(settings.paymentSystem ? { payment_system: settings.paymentSystem } : {}),
    ...(settings.creatorLandingRegistration ? { creator_landing_registration: settings.creatorLandingRegistration } : {}),
    ...(settings.landingPriceBlock
      ? { landing_price_block: `${settings.landingPriceBlock}${mentor}` as Flags['landing_price_block'] }
      : {}),
  }
}

/** Every flag for one user, evaluated here on the server (pages render the right variant at once). */
export async function flagsFor(subject: FlagSubject): Promise<Flags> {
  const [rules, base] = await Promise.all([getFlagRules(), settingsDefaults()])
  return evaluateFlags(rules, subject, base)
}

/** One flag for one user. */
export async function flagFor<K extends FlagKey>(key: K, subject: FlagSubject): Promise<Flags[K]> {
  return (await flagsFor(subject))[key]
}

/** Whether these flags can differ between new web visitors (then their pages are rendered for each). */
export async function flagsVaryForNewVisitors(keys: readonly FlagKey[]): Promise<boolean> {
  return variesById(await getFlagRules(), keys, { platform: 'web', audience: 'visitor' })
}
