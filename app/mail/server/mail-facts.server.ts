import { getPayloadClient } from '@cms/get-payload'
import type { Order } from '@cms/payload-types'
import { getEnv } from '../../../config/env'
import { type Id, relationId } from '@schemas/id'
import { upsellPackLabels } from '@schemas/payments/upsell-labels'
import { planByPlanId } from '~/payments/index.server'
import { getSiteSettings } from '../../core/site-settings.server'
import type { PackFacts, Seller } from '../templates/email'
import { lastsText, packEntitlements } from '@schemas/payments/entitlements'
import type { UpsellPack } from '@schemas/payments/upsell'

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

/**
 * An add-on's own name, by the product id it is charged as: its pack's name ("Complete AI pack"),
 * as the Subscriptions page shows it. Not the offer's title, which carries the offer's wording
 * ("Complete AI pack: 30,000 prompts — 50% off").
 */
export async function addOnName(productId: string | null | undefined): Promise<string> {
  const pack = await addOnPack(productId)
  return pack ? upsellPackLabels[pack] : 'Add-on'
}

/** The pack an add-on product sells, or null for an unknown product. */
export async function addOnPack(productId: string | null | undefined): Promise<UpsellPack | null> {
  if (!productId) return null
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'upsells',
    where: { planId: { equals: productId } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]?.pack ?? null
}

/** What a pack gives and where to use it, as mails word it: the link absolute, on PUBLIC_URL (or `site`). */
export function packFacts(pack: UpsellPack, site = siteUrl()): PackFacts {
  const entitlement = packEntitlements[pack]
  return {
    name: entitlement.name,
    gives: entitlement.gives,
    lasts: lastsText(entitlement),
    use: { label: entitlement.use.label, href: `${site}${entitlement.use.href}` },
  }
}

/** The seller a receipt names (Site settings → Seller), or null while no legal name is set. */
export async function seller(): Promise<Seller | null> {
  const settings = (await getSiteSettings()).seller
  const legalName = settings?.legalName?.trim()
  if (!legalName) return null
  return { legalName, address: settings?.address?.trim() ?? '', taxId: settings?.taxId?.trim() || null }
}
