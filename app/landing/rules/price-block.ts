import type { PriceBlockSetting } from './landing-pages'

/** How long a price block's access lasts, from its key's family (annual_access… or n_weeks_access…). */
export function priceBlockPeriod(key: string): string {
  return key.startsWith('n_weeks_access') ? 'for 4 weeks' : 'for a full year'
}

/** The saving against the price without sale, as a whole percentage (0 when there is none). */
export function savingPercent(priceWithoutSale: number, sale: number): number {
  if (!(priceWithoutSale > 0) || sale >= priceWithoutSale) return 0
  return Math.round((1 - sale / priceWithoutSale) * 100)
}

/** The price section's subtitle for the visitor's `landing_price_block` flag. */
export function priceBlocksIntro(setting: PriceBlockSetting): string {
  const length = setting.startsWith('n_weeks_access') ? 'Four weeks of full access' : 'A full year of access'
  return setting.endsWith('_with_mentor')
    ? `${length} — on your own or with a personal curator.`
    : `${length} to every course, challenge and AI tool.`
}
