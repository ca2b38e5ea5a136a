import type { Payload } from 'payload'
import { parseFunnel } from '@schemas'
import { statedDiscountProblems } from '@schemas/funnel/discount-truth'

/**
 * A discount paywall may only state the percentage its plan set's prices give (in every currency):
 * the save is refused with the plan and currency that disagree. Runs after the definition parsed.
 */
export async function checkDiscountsAgainstPlans(definition: unknown, payload: Payload): Promise<true | string> {
  const parsed = parseFunnel(definition)
  if (!parsed.success) return true
  const problems: string[] = []
  for (const [index, screen] of parsed.data.screens.entries()) {
    if (screen.type !== 'Paywall' || !screen.discount) continue
    const set = screen.planSet ?? parsed.data.settings.paywall?.planSet
    if (!set) continue
    const { docs } = await payload.find({ collection: 'plans', where: { set: { equals: set } }, depth: 0, limit: 50, pagination: false })
    for (const problem of statedDiscountProblems(screen.discount.percent, docs)) {
      problems.push(`screens[${index}].discount.percent (${screen.id}, plan set ${set}) ${problem}`)
    }
  }
  return problems.length === 0 || `The discount does not match the prices: ${problems.slice(0, 5).join('; ')}`
}
