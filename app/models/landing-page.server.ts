import { type LandingPath, landingPages, startHref } from '../landing/landing-pages'
import { getLandingContent } from './landing.server'

/** What every landing route's loader returns: CMS content and where its start buttons lead. */
export async function loadLandingPage(request: Request, path: LandingPath) {
  const { funnelSetting, variant } = landingPages[path]
  const content = await getLandingContent(funnelSetting)
  return { content, variant, startHref: startHref(content.funnelId, new URL(request.url).search, variant) }
}
