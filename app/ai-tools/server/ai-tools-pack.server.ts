import { getPayloadClient } from '../../../cms/get-payload'
import { checkPurchased } from '../../payments/server/upsells.server'
import type { SessionStudent } from '../../auth/server/session.server'
import { problem } from '../../http/problem'

/**
 * The AI tools come with the AI tools pack (spec: "an AI tools pack failure shows a paywall modal"),
 * or the Ultimate AI pack, which holds every pack. There is no free allowance: trial and active
 * students without one of them see the paywall (docs/decisions/013-ai-tools-pack-gate.md).
 */
const packsWithAiTools = ['ai_tools', 'ultimate_ai'] as const

export async function hasAiToolsPack(student: SessionStudent): Promise<boolean> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'upsells',
    where: { pack: { in: [...packsWithAiTools] } },
    limit: 20,
    depth: 0,
    overrideAccess: false,
  })
  const productIds = [...new Set(docs.map((upsell) => upsell.planId))]
  if (productIds.length === 0) return false
  return (await checkPurchased(student, productIds)).purchasedProducts.length > 0
}

export async function requireAiToolsPack(student: SessionStudent): Promise<void> {
  if (!(await hasAiToolsPack(student)))
    throw problem(403, 'AI tools pack needed', 'Add the AI tools pack to your plan to use the AI tools.')
}
