import { getPayloadClient } from '@cms/get-payload'
import { cachedContent } from '../../core/content-cache.server'
import { storedId } from '@cms/document-id'
import type { LandingCard, Media, User } from '@cms/payload-types'
import type { Id } from '@schemas/id'
import type { FunnelSetting } from '../rules/landing-pages'
import { getSiteSettings } from '../../core/site-settings.server'
import { priceBlockPlan } from '../rules/price-block-plan'

export type LandingContent = Awaited<ReturnType<typeof readLandingContent>>

const imageUrl = (image: number | Media | null | undefined) =>
  image && typeof image === 'object' ? (image.sizes?.card?.url ?? image.url ?? null) : null

/**
 * A landing card from the editor's unsaved form (the admin's live preview, staff only): its picture
 * read as the staff member, nothing cached.
 */
export async function previewLandingCard(
  card: LandingCardDraft,
  staff: User & { collection: 'users' },
): Promise<LandingContent['cards'][number]> {
  const payload = await getPayloadClient()
  const imageId = card.image == null ? null : storedId(payload, card.image)
  const image =
    imageId === null
      ? null
      : await payload.findByID({ collection: 'media', id: imageId, depth: 0, overrideAccess: false, user: staff }).catch(() => null)
  return { id: card.id, title: card.title, description: card.description, image: imageUrl(image) }
}

type LandingCardDraft = Pick<LandingCard, 'id' | 'title' | 'description'> & { image: Id | null }

/**
 * Everything a landing page shows, read from the CMS as an anonymous visitor, in one round; kept
 * in memory until content changes (app/core/content-cache.server.ts). Which price blocks and
 * start link a visitor gets are their flags' choice (landing-page.server.ts).
 */
export async function getLandingContent(funnelSetting: FunnelSetting): Promise<LandingContentData> {
  return cachedContent(`landing|${funnelSetting}`, () => readLandingContent(funnelSetting))
}

type LandingContentData = Awaited<ReturnType<typeof readLandingContent>>

async function readLandingContent(funnelSetting: FunnelSetting) {
  const payload = await getPayloadClient()
  const read = { overrideAccess: false, depth: 1, limit: 50, sort: 'order' } as const
  const [settings, cards, faqs, testimonials, tools, prices] = await Promise.all([
    getSiteSettings(),
    payload.find({ collection: 'landing-cards', ...read }),
    payload.find({ collection: 'faqs', ...read, where: { group: { equals: 'landing' } } }),
    payload.find({ collection: 'testimonials', ...read, where: { set: { equals: 'landing' } } }),
    payload.find({ collection: 'tool-cards', ...read }),
    payload.find({ collection: 'price-plans', ...read }),
  ])
  const planIds = prices.docs.flatMap((block) => (block.planId ? [block.planId] : []))
  const plans =
    planIds.length === 0
      ? []
      : (await payload.find({ collection: 'plans', where: { planId: { in: planIds } }, depth: 0, limit: 50, overrideAccess: false })).docs
  return {
    funnelId: settings.landingFunnels?.[funnelSetting] ?? 'challenge_v1',
    cards: cards.docs.map(({ id, title, description, image }) => ({ id, title, description, image: imageUrl(image) })),
    faqs: faqs.docs.map(({ id, shortText, fullText, link }) => ({
      id,
      question: shortText,
      answer: fullText,
      link: link?.href && link.text ? { href: link.href, text: link.text } : null,
    })),
    testimonials: testimonials.docs.map(({ id, author, role, headline, comment, profit, image }) => ({
      id,
      author,
      role: role ?? null,
      headline: headline ?? profit ?? null,
      comment,
      image: imageUrl(image),
    })),
    tools: tools.docs.map(({ id, title, description, color, image }) => ({ id, title, description, color, image: imageUrl(image) })),
    priceBlocks: prices.docs.flatMap(({ id, key, title, planId, curatorMonths, benefits }) => {
      const plan = priceBlockPlan(planId, plans)
      return plan ? [{ id, key, title, plan, curatorMonths, benefits: (benefits ?? []).map((benefit) => benefit.text) }] : []
    }),
  }
}
