import type { Payload } from 'payload'
import { loadPromiseLedger } from '../../core/promise-ledger-counts.server'
import type { ProductFacts } from '@schemas/content/product-fact-text'
import { readProductFacts } from '@schemas/content/product-facts'
import { type PromiseLedger, countedFactsOf } from '@schemas/payments/promise-ledger'
import { type ScopedText, type UnbackedClaim, findUnbackedClaims } from '../rules/resolve'
import { faqTexts, funnelTexts, planTexts, pricePlanTexts, productTexts, upsellTexts } from '../rules/sources'

/** The collections whose copy makes claims a buyer reads. */
export const claimCollections = ['funnels', 'plans', 'upsells', 'price-plans', 'landing-cards', 'faqs', 'pages'] as const
export type ClaimCollection = (typeof claimCollections)[number]

type Doc = Record<string, unknown>
const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** The product facts as copy is filled with them: typed in Site settings, counted in the ledger. */
export async function factsFor(payload: Payload, ledger: PromiseLedger): Promise<ProductFacts> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  return { ...readProductFacts(settings.facts), ...countedFactsOf(ledger) }
}

/** The texts one document shows buyers, each with what it sells. */
export async function documentTexts(payload: Payload, collection: ClaimCollection, doc: Doc, facts: ProductFacts): Promise<ScopedText[]> {
  switch (collection) {
    case 'funnels':
      return funnelTexts(text(doc.funnelId) ?? '', doc.definition, facts)
    case 'plans':
      return planTexts(doc as Parameters<typeof planTexts>[0], facts)
    case 'upsells':
      return upsellTexts(doc as Parameters<typeof upsellTexts>[0], facts)
    case 'price-plans': {
      const planId = text(doc.planId)
      const sold = planId
        ? (await payload.find({ collection: 'plans', where: { planId: { equals: planId } }, limit: 1, depth: 0, overrideAccess: true }))
            .docs[0]
        : undefined
      return pricePlanTexts(doc as Parameters<typeof pricePlanTexts>[0], sold, facts)
    }
    case 'faqs':
      return faqTexts(doc as Parameters<typeof faqTexts>[0], facts)
    case 'landing-cards':
      return productTexts(`landing card “${text(doc.title) ?? ''}”`, { title: doc.title, description: doc.description }, facts)
    case 'pages':
      return productTexts(`page /${text(doc.slug) ?? ''}`, { title: doc.title, body: doc.body }, facts)
  }
}

/** The claims in one document (as it is about to be saved) that the product does not back. */
export async function unbackedClaimsInDocument(payload: Payload, collection: ClaimCollection, doc: Doc): Promise<UnbackedClaim[]> {
  const ledger = await loadPromiseLedger(payload)
  const texts = await documentTexts(payload, collection, doc, await factsFor(payload, ledger))
  return findUnbackedClaims(texts, ledger)
}
