import { getPayloadClient } from '@cms/get-payload'
import { cachedContent } from './content-cache.server'
import { readProductFacts } from '@schemas/content/product-facts'
import type { ProductFacts } from '@schemas/content/product-fact-text'
import { countedFactsOf } from '@schemas/payments/promise-ledger'
import { getPromiseLedger } from './promise-ledger.server'

/**
 * Site settings (the admin's Landing → Site settings), read once per content stamp: every page and
 * payment reads them, and saving them changes the stamp (cms/hooks/content-changed.ts).
 */
export function getSiteSettings() {
  return cachedContent('site-settings', async () => {
    const payload = await getPayloadClient()
    return payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  })
}

/**
 * The product's figures that copy writes as {{fact:…}}: the learners and the minutes a day as
 * marketers typed them (Site settings → Product facts), the courses, challenges and AI tools
 * counted from the catalogue (the promise ledger).
 */
export async function getProductFacts(): Promise<ProductFacts> {
  const [settings, ledger] = await Promise.all([getSiteSettings(), getPromiseLedger()])
  return { ...readProductFacts(settings.facts), ...countedFactsOf(ledger) }
}
