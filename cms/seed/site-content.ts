import { faqs } from './data/faqs'
import { landingCards } from './data/landing-cards'
import { privacy } from './data/pages/privacy'
import { demoSeller } from './data/seller'
import { subscriptionTerms } from './data/pages/subscription-terms'
import { terms } from './data/pages/terms'
import { plans } from './data/plans'
import { landingPriceBlocks } from './data/landing-price-blocks'
import { testimonials } from './data/testimonials'
import { tipsByCategory } from './data/tips'
import { toolCards } from './data/tool-cards'
import { upsells } from './data/upsells'
import type { SeedRun } from './ensure'

/** Everything marketers edit besides the catalogue and funnels, each found by its natural key. */
export async function seedSiteContent(run: SeedRun): Promise<void> {
  for (const [index, { caption, tips }] of tipsByCategory.entries()) {
    const { doc: category } = await run.ensure('tip-categories', { caption: { equals: caption } }, { caption, order: index + 1 })
    for (const [order, tip] of tips.entries()) {
      await run.ensure('tips', { title: { equals: tip.title } }, { ...tip, category: category.id, order: order + 1 })
    }
  }
  for (const card of landingCards) await run.ensure('landing-cards', { title: { equals: card.title } }, card)
  for (const testimonial of testimonials) {
    await run.ensure(
      'testimonials',
      { and: [{ set: { equals: testimonial.set } }, { author: { equals: testimonial.author } }] },
      testimonial,
    )
  }
  for (const faq of faqs) {
    await run.ensure('faqs', { and: [{ group: { equals: faq.group } }, { shortText: { equals: faq.shortText } }] }, faq)
  }
  for (const card of toolCards) await run.ensure('tool-cards', { title: { equals: card.title } }, card)
  for (const block of landingPriceBlocks) await run.ensure('price-plans', { key: { equals: block.key } }, block)
  for (const plan of plans) await run.ensure('plans', { planId: { equals: plan.planId } }, plan)
  for (const upsell of upsells) await run.ensure('upsells', { upsellId: { equals: upsell.upsellId } }, upsell)
  for (const page of [terms, privacy, subscriptionTerms]) {
    await run.ensure('pages', { slug: { equals: page.slug } }, { ...page, _status: 'published' })
  }
  await seedSeller(run)
}

/**
 * Receipts name a seller (Site settings → Seller on receipts); the demo names a placeholder one
 * while the settings name none. A seller a marketer set is left alone.
 */
async function seedSeller(run: SeedRun): Promise<void> {
  const { payload } = run
  const { seller } = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  if (seller?.legalName?.trim()) return
  await payload.updateGlobal({ slug: 'site-settings', data: { seller: demoSeller }, depth: 0, overrideAccess: true })
}
