import { getPayloadClient } from '@cms/get-payload'
import { cachedContent } from './content-cache.server'
import { readProductFacts } from '@schemas/content/product-facts'
import type { ProductFacts } from '@schemas/content/product-fact-text'

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

/** The product's figures (Site settings → Product facts) that copy writes as {{fact:…}}. */
export async function getProductFacts(): Promise<ProductFacts> {
  return readProductFacts((await getSiteSettings()).facts)
}
