import { getPayloadClient } from '@cms/get-payload'
import type { Plan } from '@cms/payload-types'

/** A paywall plan by its product id (`planId`), read as the server; undefined when it is gone. */
export async function planByPlanId(planId: string): Promise<Plan | undefined> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'plans',
    where: { planId: { equals: planId } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]
}
