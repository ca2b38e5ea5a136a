import { readVisitor } from '../../core/visitor-cookies.server'
import { subjectOfVisitor, flagsFor } from '~/flags/index.server'
import { fillYearEverywhere, landingCopyFor } from '../rules/landing-copy'
import { type LandingPath, landingPages, landingStartHref, selectPriceBlocks } from '../rules/landing-pages'
import { getLandingContent } from './landing.server'
import { getProductFacts } from '../../core/site-settings.server'
import { fillFactsEverywhere } from '@schemas/content/product-fact-text'

/**
 * What every landing route's loader returns: its words as of now (the year filled in), CMS content
 * and where its start buttons lead. The visitor id (user_uuid) is read or issued here because the
 * start link carries it as deviceId, and the visitor's flags (landing_price_block, payment_system,
 * creator_landing_registration) decide the price blocks and the start link.
 */
export async function loadLandingPage(request: Request, path: LandingPath) {
  const { funnelSetting, variant } = landingPages[path]
  const [content, visitor, facts] = await Promise.all([getLandingContent(funnelSetting), readVisitor(request), getProductFacts()])
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
    copy: landingCopyFor(path, now, facts),
    content: fillFactsEverywhere(
      fillYearEverywhere({ ...content, priceBlocks: selectPriceBlocks(content.priceBlocks, flags.landing_price_block) }, now),
      facts,
    ),
    learners: facts.learners,
    priceBlock: flags.landing_price_block,
    year: now.getUTCFullYear(),
    variant,
    startHref,
  }
  return { page, headers }
}
