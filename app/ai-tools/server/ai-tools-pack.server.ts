import { getPayloadClient } from '@cms/get-payload'
import { packOwnerships, upsellCharges } from '~/payments/index.server'
import type { SessionStudent } from '../../core/session.server'
import { problem } from '../../core/problem'
import { packsIncluding } from '@schemas/payments/pack-contents'

/**
 * The AI tools come with the AI tools pack (spec: "an AI tools pack failure shows a paywall modal"),
 * or the Ultimate AI pack, which holds every pack. There is no free allowance: trial and active
 * students without one of them see the paywall (docs/decisions/013-ai-tools-services.md). A pack
 * lasts as long as the subscription it was bought with (app/payments/rules/pack-ownership.ts):
 * once that plan has expired or was refunded, the tools stop and say why.
 */
const packsWithAiTools = packsIncluding('ai_tools')

/** `owned`: the tools work; `ended`: a pack was bought but its plan has ended; `none`: never bought. */
export type AiToolsAccess = 'owned' | 'ended' | 'none'

export async function aiToolsAccess(student: SessionStudent): Promise<AiToolsAccess> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'upsells',
    where: { pack: { in: [...packsWithAiTools] } },
    limit: 20,
    depth: 0,
    overrideAccess: false,
  })
  const productIds = [...new Set(docs.map((upsell) => upsell.planId))]
  if (productIds.length === 0) return 'none'
  const ownerships = Object.values(await packOwnerships(student, await upsellCharges(student, productIds), productIds))
  if (ownerships.includes('owned')) return 'owned'
  return ownerships.includes('ended') ? 'ended' : 'none'
}

/** What to tell a student whose pack has ended: renew first, or (already on a new plan) add the pack to it. */
export function packEndedMessage(student: Pick<SessionStudent, 'status'>): string {
  return student.status === 'other'
    ? 'Your AI tools pack ended when the plan it came with ended. Renew your plan to use the AI tools again.'
    : 'Your AI tools pack ended with your previous plan. Add the pack to your current plan to use the AI tools again.'
}

export async function requireAiToolsPack(student: SessionStudent): Promise<void> {
  const access = await aiToolsAccess(student)
  if (access === 'ended') throw problem(403, 'AI tools pack ended', packEndedMessage(student))
  if (access === 'none') throw problem(403, 'AI tools pack needed', 'Add the AI tools pack to your plan to use the AI tools.')
}
