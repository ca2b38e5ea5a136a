import { getPayloadClient } from '@cms/get-payload'
import type { Order } from '@cms/payload-types'
import { getEnv } from '../../../config/env'
import { type Id, relationId } from '@schemas/id'
import { planByPlanId } from '~/payments/index.server'

/** The site's address for links in emails (no trailing slash). */
export const siteUrl = () => getEnv().publicUrl

/** Where a student's email goes: their account's address, else the one they bought with. */
export async function recipientFor(student: unknown, order: Order | Id | null | undefined): Promise<string | null> {
  const payload = await getPayloadClient()
  const studentId = relationId(student)
  if (studentId !== null) {
    const found = await payload.findByID({ collection: 'students', id: studentId, depth: 0, overrideAccess: true, disableErrors: true })
    if (found?.email) return found.email
  }
  const loaded = await orderOf(order)
  return loaded?.email ?? null
}

export async function orderOf(order: Order | Id | null | undefined): Promise<Order | null> {
  if (order == null) return null
  if (typeof order === 'object') return order
  const payload = await getPayloadClient()
  return payload.findByID({ collection: 'orders', id: order, depth: 0, overrideAccess: true, disableErrors: true })
}

/** The plan's name as the paywall showed it. */
export async function planName(planId: string | null | undefined): Promise<string> {
  const plan = planId ? await planByPlanId(planId) : undefined
  return plan?.name ?? 'Your plan'
}

/** An add-on's own name (its offer title), by the product id it is charged as. */
export async function addOnName(productId: string | null | undefined): Promise<string> {
  if (!productId) return 'Add-on'
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'upsells',
    where: { planId: { equals: productId } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]?.title ?? 'Add-on'
}
