import { readVisitor } from '../../funnel/server/cookies.server'
import { subjectOfVisitor } from '../../flags/server/flag-subject.server'
import { flagsFor } from '../../flags/server/flags.server'
import { fillYear, landingCopyFor } from '../rules/landing-copy'
import { type LandingPath, landingPages, landingStartHref, selectPriceBlocks } from '../rules/landing-pages'
import { getLandingContent, type LandingContent } from './landing.server'

/**
 * What every landing route's loader returns: its words as of now (the year filled in), CMS content
 * and where its start buttons lead. The visitor id (user_uuid) is read or issued here because the
 * start link carries it as deviceId, and the visitor's flags (landing_price_block, payment_system,
 * creator_landing_registration) decide the price blocks and the start link.
 */
export async function loadLandingPage(request: Request, path: LandingPath) {
  const { funnelSetting, variant } = landingPages[path]
  const [content, visitor] = await Promise.all([getLandingContent(funnelSetting), readVisitor(request)])
  const flags = await flagsFor(subjectOfVisitor(request, visitor.id))
  const settings = {
    funnelId: content.funnelId,
    paymentSystem: flags.payment_system,
    creatorLandingRegistration: flags.creator_landing_registration,
  }
  const startHref = landingStartHref(path, settings, new URL(request.url).search, visitor.id)
  const headers = new Headers({ 'Cache-Control': 'private, no-store' })
  if (visitor.setCookie) headers.append('Set-Cookie', visitor.setCookie)
  const now = new Date()
  const page = {
    copy: landingCopyFor(path, now),
    content: withYear({ ...content, priceBlocks: selectPriceBlocks(content.priceBlocks, flags.landing_price_block) }, now),
    priceBlock: flags.landing_price_block,
    year: now.getUTCFullYear(),
    variant,
    startHref,
  }
  return { page, headers }
}

/** Marketers may write `{{year}}` in any landing text in the CMS; it is filled in per render. */
function withYear(content: LandingContent, now: Date): LandingContent {
  const fill = (text: string) => fillYear(text, now)
  return {
    ...content,
    cards: content.cards.map((card) => ({ ...card, title: fill(card.title), description: fill(card.description) })),
    faqs: content.faqs.map((faq) => ({ ...faq, question: fill(faq.question), answer: fill(faq.answer) })),
    testimonials: content.testimonials.map((item) => ({
      ...item,
      comment: fill(item.comment),
      headline: item.headline === null ? null : fill(item.headline),
    })),
    tools: content.tools.map((tool) => ({ ...tool, title: fill(tool.title), description: fill(tool.description) })),
    priceBlocks: content.priceBlocks.map((block) => ({ ...block, title: fill(block.title), benefits: block.benefits.map(fill) })),
  }
}
