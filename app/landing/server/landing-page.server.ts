import { readVisitor } from '../../funnel/server/cookies.server'
import { landingCopyFor } from '../rules/landing-copy'
import { type LandingPath, landingPages, landingStartHref } from '../rules/landing-pages'
import { getLandingContent } from './landing.server'

/**
 * What every landing route's loader returns: its words as of now (the year filled in), CMS content
 * and where its start buttons lead. The
 * visitor id (user_uuid) is read or issued here because the start link carries it as deviceId.
 */
export async function loadLandingPage(request: Request, path: LandingPath) {
  const { funnelSetting, variant } = landingPages[path]
  const [content, visitor] = await Promise.all([getLandingContent(funnelSetting), readVisitor(request)])
  const startHref = landingStartHref(path, content, new URL(request.url).search, visitor.id)
  const headers = new Headers({ 'Cache-Control': 'private, no-store' })
  if (visitor.setCookie) headers.append('Set-Cookie', visitor.setCookie)
  return { page: { copy: landingCopyFor(path, new Date()), content, variant, startHref }, headers }
}
