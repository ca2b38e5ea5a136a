import { getProductFacts } from '../../core/site-settings.server'
import { fillFacts } from '@schemas/content/product-fact-text'
import { getPayloadClient } from '@cms/get-payload'
import { cachedContent } from '~/core/content-cache.server'
import type { TrialViewer } from '~/core/trial'
import type { SessionStudent } from '../../core/session.server'
import type { Id } from '@schemas/id'
import { loadCourseOverview } from './lesson.server'
import { renderMarkdown } from './markdown.server'

export type ChallengeFaqItem = { id: string; question: string; answerHtml: string; link: { href: string; text: string } | null }

/**
 * The FAQ group "challenge" (Settings → FAQs in the admin), shown on the challenge pages. Every
 * student reads the same list, so it is kept per content stamp like the catalogue; answers are
 * CMS markdown rendered here with raw HTML escaped.
 */
export function loadChallengeFaq(): Promise<ChallengeFaqItem[]> {
  return cachedContent('faqs|challenge', async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'faqs',
      where: { group: { equals: 'challenge' } },
      sort: 'order',
      depth: 0,
      limit: 30,
      overrideAccess: false,
    })
    const facts = await getProductFacts()
    return Promise.all(
      docs.map(async ({ id, shortText, fullText, link }) => ({
        id: String(id),
        question: fillFacts(shortText, facts),
        answerHtml: await renderMarkdown(fillFacts(fullText, facts)),
        link: link?.href && link.text ? { href: link.href, text: link.text } : null,
      })),
    )
  })
}

/** /challenge/{id}: the challenge's overview and, for a challenge, its FAQ. */
export async function loadChallengePage(student: SessionStudent, courseId: Id, viewer: TrialViewer) {
  const overview = await loadCourseOverview(student, courseId, viewer)
  return { ...overview, faq: overview.course.type === 'challenge' ? await loadChallengeFaq() : [] }
}
