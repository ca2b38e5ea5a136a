import { getPayloadClient } from '@cms/get-payload'
import { packOwnerships, upsellCharges } from '~/payments/index.server'
import type { SessionStudent } from '../../core/session.server'
import { problem } from '../../core/problem'
import { packsIncluding } from '@schemas/payments/pack-contents'

/**
 * The AI tools come with the AI tools pack (spec: "an AI tools pack failure shows a paywall modal"),
 * or the Ultimate AI pack, which holds every pack. There is no free allowance: trial and active
 * students without one of them see the paywall (docs/decisions/013-ai-tools-services.md). A pack
 * is kept for life, after its plan too (app/payments/rules/pack-ownership.ts).
 */
const packsWithAiTools = packsIncluding('ai_tools')

/** `owned`: the tools work; `none`: never bought (or refunded). */
export type AiToolsAccess = 'owned' | 'none'

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
  return ownerships.includes('owned') ? 'owned' : 'none'
}

export async function requireAiToolsPack(student: SessionStudent): Promise<void> {
  const access = await aiToolsAccess(student)
  if (access === 'none') throw problem(403, 'AI tools pack needed', 'Add the AI tools pack to your plan to use the AI tools.')
}
