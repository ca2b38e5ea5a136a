import { getPayloadClient } from '@cms/get-payload'
import { cachedContent } from '~/core/content-cache.server'
import type { SessionStudent } from '~/core/session.server'
import { noRequestContext, type RequestContext } from '~/core/request-context.server'
import { studentData } from '~/core/student-data.server'
import { packOwnerships, upsellCharges } from '~/payments/index.server'
import { packShortName } from '../rules/prompt-allowance'

export type PackPrompts = { name: string; prompts: number }

/**
 * Assistant prompts a day the student's packs add (issue #32.9: the AI tools pack promises a
 * larger daily limit). The number is each upsell's `extraDailyPrompts` in the CMS; a pack counts
 * while the student owns it (bought, not refunded, its plan still paying). The largest wins, named
 * so the assistant can say where the prompts come from.
 */
export async function packPromptsPerDay(student: SessionStudent, context: RequestContext = noRequestContext): Promise<PackPrompts | null> {
  const docs = await promptPacks()
  if (docs.length === 0) return null
  const productIds = docs.map((upsell) => upsell.planId)
  const charges = await studentData(context, student, `upsell-charges:${productIds.join(',')}`, () => upsellCharges(student, productIds))
  const owned = await packOwnerships(student, charges, productIds)
  const [best] = docs
    .filter((upsell) => owned[upsell.planId] === 'owned')
    .sort((a, b) => (b.extraDailyPrompts ?? 0) - (a.extraDailyPrompts ?? 0))
  return best ? { name: packShortName(best.title), prompts: best.extraDailyPrompts ?? 0 } : null
}

/** The packs that add prompts: CMS content, the same for every student, kept per content stamp. */
function promptPacks() {
  return cachedContent('upsells|extra-daily-prompts', async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'upsells',
      where: { extraDailyPrompts: { greater_than: 0 } },
      limit: 50,
      depth: 0,
      pagination: false,
      overrideAccess: false,
      select: { planId: true, title: true, extraDailyPrompts: true },
    })
    return docs
  })
}
