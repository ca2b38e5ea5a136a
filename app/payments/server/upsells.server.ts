import { getPayloadClient } from '@cms/get-payload'
import type { Payment, Upsell } from '@cms/payload-types'
import type { PaymentSystem } from '@schemas/payments/payment-system'
import { type PackStatus, type UpsellPack, upsellPackLabels, upsellPackSchema } from '@schemas/payments/upsell'
import { getMetadata, setMetadata } from '../../core/student-metadata.server'
import { problem } from '../../core/problem'
import { cachedContent } from '../../core/content-cache.server'
import type { SessionStudent } from '../../core/session.server'
import { type Currency, formatPrice } from '../../intl/currency'
import type { UpsellView } from '../rules/upsell-view'
import { chargeableAt } from '../rules/upsell-position'
import { upsellIndexFrom } from '../../core/metadata-keys'
import { attemptOf, claimCharge } from './attempts.server'
import { currentSubscription, paidUpStatuses } from './current-subscription.server'
import { paymentErrorMessage } from '../rules/error-codes'
import type { PaymentOutcome } from '../rules/outcome'
import { currentPaymentSystem, paymentProvider, webhookUrl } from './providers.server'
import { type Id, idKey, relationId } from '@schemas/id'
import { buyerSubject } from '~/flags/index.server'
import { cardFor } from './saved-cards.server'
import { recordRefusedCharge } from './subscription-charges.server'
import { type PackOwnership, packOwnership, packStatusOf, purchaseStatusesOf } from '../rules/pack-ownership'
import { packListPrices, struckPriceCents } from '../rules/upsell-steps'
import { packContents, packOfferable, packsHeld } from '@schemas/payments/pack-contents'

export type UpsellChargeOutcome = { productId: string; outcome: PaymentOutcome; message?: string }

function priceIn(upsell: Upsell, currency: Currency) {
  const rows = upsell.prices ?? []
  const row = rows.find((price) => price.currency === currency) ?? rows.find((price) => price.currency === 'USD')
  return row ? { cents: row.cents, fullPriceCents: row.fullPriceCents ?? null, currency: row.currency as Currency } : null
}

/** The offers in their CMS order, priced in the currency of the student's subscription. */
export async function listUpsellOffers(currency: Currency): Promise<UpsellView[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'upsells', sort: 'order', limit: 50, depth: 0, overrideAccess: false })
  const priced = docs.flatMap((upsell) => {
    const price = priceIn(upsell, currency)
    const pack = upsellPackSchema.safeParse(upsell.pack)
    if (!price || !pack.success) return []
    return [
      {
        upsell,
        pack: pack.data,
        sale: Boolean(upsell.sale),
        priceCents: price.cents,
        fullPriceCents: price.fullPriceCents,
        currency: price.currency,
      },
    ]
  })
  // One struck-through price per pack, whichever offer of it is on screen.
  const listPrices = packListPrices(priced)
  return priced.map(({ upsell, ...offer }) => {
    const struck = struckPriceCents(offer, listPrices)
    return {
      upsellId: upsell.upsellId,
      planId: upsell.planId,
      pack: offer.pack,
      sale: offer.sale,
      title: upsell.title,
      description: upsell.description ?? null,
      benefits: (upsell.benefits ?? []).map((benefit) => benefit.text),
      priceCents: offer.priceCents,
      fullPriceCents: struck,
      currency: offer.currency,
      priceText: formatPrice(offer.priceCents, offer.currency),
      fullPriceText: struck ? formatPrice(struck, offer.currency) : null,
    }
  })
}

/** Each add-on's product id and the pack it sells (regular and sale offers alike). */
export function upsellPacksByProduct(): Promise<Map<string, UpsellPack>> {
  // The catalogue of offers, the same for everyone: pages that show what a student owns (the AI
  // pages' prompt library link among them) read it from memory until content changes.
  return cachedContent('upsells|pack-by-product', readUpsellPacksByProduct)
}

async function readUpsellPacksByProduct(): Promise<Map<string, UpsellPack>> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'upsells', limit: 100, pagination: false, depth: 0, overrideAccess: true })
  return new Map(
    docs.flatMap((upsell) => {
      const pack = upsellPackSchema.safeParse(upsell.pack)
      return pack.success ? [[upsell.planId, pack.data] as const] : []
    }),
  )
}

/** A pack the student has (or is being charged for), as Subscriptions lists it. */
export type AddOnView = {
  pack: UpsellPack
  name: string
  state: 'owned' | 'processing'
  boughtAt: string
  amountCents: number
  currency: Currency
}

/** The add-on packs the student owns now, one row per pack, by its own name. */
export async function listAddOns(student: SessionStudent): Promise<AddOnView[]> {
  const packs = await upsellPacksByProduct()
  const productIds = [...packs.keys()]
  const charges = await upsellCharges(student, productIds)
  const ownerships = await packOwnerships(student, charges, productIds)
  const rows = new Map<UpsellPack, AddOnView>()
  for (const productId of productIds) {
    const ownership = ownerships[productId]
    if (ownership !== 'owned' && ownership !== 'processing') continue
    const pack = packs.get(productId)!
    const charge = charges.find((candidate) => candidate.kind === 'upsell' && candidate.productId === productId)
    if (!charge || rows.get(pack)?.state === 'owned') continue
    rows.set(pack, {
      pack,
      name: upsellPackLabels[pack],
      state: ownership,
      boughtAt: charge.createdAt,
      amountCents: charge.amountCents,
      currency: charge.currency as Currency,
    })
  }
  return [...rows.values()].sort((a, b) => a.boughtAt.localeCompare(b.boughtAt))
}

/** The student's add-on charges for these products, newest first (their own only). */
export async function upsellCharges(student: SessionStudent, productIds: readonly string[]): Promise<Payment[]> {
  if (productIds.length === 0) return []
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'payments',
    where: { and: [{ student: { equals: student.id } }, { kind: { in: ['upsell', 'refund'] } }, { productId: { in: [...productIds] } }] },
    sort: '-createdAt',
    limit: 200,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: student,
  })
  return docs
}

/**
 * Pack status per product (spec: "derived from the purchase check"): Success while a charge that
 * went through, and was not refunded, is backed by a subscription that still pays (see
 * rules/pack-ownership.ts), or while the student owns a bundle holding the product's pack (the
 * Ultimate AI pack gives the AI tools pack); Processing while the latest charge waits for its
 * report, else Fail ("an unpurchased product is Fail").
 */
export async function checkPurchased(
  student: SessionStudent,
  productIds: readonly string[],
): Promise<{ purchasedProducts: string[]; statuses: Record<string, PackStatus> }> {
  const packs = await upsellPacksByProduct()
  // Every add-on product is read, so a bundle the student owns counts for the parts asked about.
  const everyProduct = [...new Set([...packs.keys(), ...productIds])]
  const ownerships = await packOwnerships(student, await upsellCharges(student, everyProduct), everyProduct)
  const statuses = purchaseStatusesOf(ownerships, productIds, packs)
  return { purchasedProducts: productIds.filter((productId) => statuses[productId] === 'Success'), statuses }
}

/** Each product's ownership, from the student's charges (a pack is kept for life: rules/pack-ownership.ts). */
export async function packOwnerships(
  _student: SessionStudent,
  charges: Payment[],
  productIds: readonly string[],
): Promise<Record<string, PackOwnership>> {
  return Object.fromEntries(productIds.map((productId) => [productId, packOwnership(charges, productId)]))
}

function purchaseStatuses(
  ownerships: Record<string, PackOwnership>,
  productIds: readonly string[],
): { purchasedProducts: string[]; statuses: Record<string, PackStatus> } {
  const statuses: Record<string, PackStatus> = {}
  for (const productId of productIds) statuses[productId] = packStatusOf(ownerships[productId] ?? 'none')
  return { purchasedProducts: productIds.filter((productId) => statuses[productId] === 'Success'), statuses }
}

/**
 * A one-click add-on: charges the card saved with the student's subscription, once per add-on — a
 * product bought already (or being charged) is not charged again, and concurrent clicks claim the
 * same attempt, so only one reaches the provider. The answer is the outcome known when the
 * provider has answered (the simulator reports before it answers; a real provider may still be
 * processing, and the page then asks check-purchased).
 */
export async function buyUpsell(
  student: SessionStudent,
  productId: string,
  context: { clientIp?: string; provider: PaymentSystem },
): Promise<UpsellChargeOutcome> {
  const payload = await getPayloadClient()
  const upsell = (
    await payload.find({
      collection: 'upsells',
      where: { planId: { equals: productId } },
      limit: 1,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]
  if (!upsell) throw problem(404, 'Unknown add-on', `There is no add-on with product id ${productId}.`)
  const subscription = await currentSubscription(student.id, paidUpStatuses)
  if (!subscription) throw problem(409, 'No plan yet', 'Add-ons come with a plan. Choose a plan first.')
  if (subscription.provider !== context.provider) {
    const path = subscription.provider === 'solidgate' ? '/api/payments/solidgate/charge' : '/api/payments/ecomm/upsell'
    throw problem(409, 'Other payment provider', `Your plan is paid through ${subscription.provider}: use ${path}.`)
  }
  const provider = paymentProvider(subscription.provider)
  if (!provider) throw problem(503, 'Payments unavailable', 'Payments are not available right now. Please try again in a few minutes.')
  const card = await cardFor(student.id, subscription.provider, relationId(subscription.paymentMethod))
  if (!card) throw problem(409, 'No saved card', 'We have no saved card for one-click payments. Please contact support to add this pack.')
  const price = priceIn(upsell, subscription.currency)
  if (!price) throw problem(409, 'Not for sale', 'This add-on has no price right now.')

  const charges = await upsellCharges(student, [productId])
  const { statuses } = purchaseStatuses(await packOwnerships(student, charges, [productId]), [productId])
  if (statuses[productId] === 'Success') return { productId, outcome: 'success' }
  if (statuses[productId] === 'Processing') return { productId, outcome: 'processing' }
  await refuseOwnedPack(student, upsell)
  await refuseUnofferedSale(student, productId, subscription.currency)
  const tries = charges.filter((charge) => charge.kind === 'upsell').length + 1
  const providerOrderId = `u${student.id}-${upsell.id}-${tries}`
  const claimed = await claimCharge({
    provider: subscription.provider,
    kind: 'upsell',
    providerOrderId,
    productId,
    amountCents: price.cents,
    currency: price.currency,
    student: student.id,
    order: relationId(subscription.order),
    subscription: subscription.id,
  })
  if (!claimed) return { productId, outcome: 'processing' } // a concurrent click is charging it
  try {
    const answer = await provider.charge({
      providerOrderId,
      amount: price.cents,
      currency: price.currency,
      description: upsell.title,
      token: card.token,
      email: student.email,
      ...(context.clientIp ? { customerIp: context.clientIp } : {}),
      webhookUrl: webhookUrl(subscription.provider),
    })
    if (!answer.ok && !answer.alreadySent) {
      // Nothing was charged: recording the refusal failing leaves the attempt to the sweep.
      await recordRefusedCharge(providerOrderId, price.cents, price.currency, answer.errorCode).catch(() => undefined)
      return { productId, outcome: 'fail', message: paymentErrorMessage(answer.errorCode) }
    }
  } catch {
    // The answer was lost; the report (or the provider's status) settles it. The page keeps asking.
    return { productId, outcome: 'processing' }
  }
  // The charge was sent: from here on the buyer never gets an error for it. Reading how it ended
  // can fail (the database busy); the page then asks check-purchased, and the payments sweep
  // settles a charge whose report was lost.
  try {
    const attempt = await attemptOf(providerOrderId)
    if (attempt?.status === 'success') return { productId, outcome: 'success' }
    if (attempt?.status === 'fail') return { productId, outcome: 'fail', message: paymentErrorMessage(attempt.errorCode ?? undefined) }
  } catch (error) {
    payload.logger.warn({ providerOrderId, error: (error as Error).message }, 'add-on charge sent; its outcome is read later')
  }
  return { productId, outcome: 'processing' }
}

/**
 * The packs the student has now (owned, or being charged): every add-on product's ownership,
 * mapped to its pack. A bundle counts with its parts in `packsHeld`.
 */
export async function ownedPacks(student: SessionStudent): Promise<UpsellPack[]> {
  const packs = await upsellPacksByProduct()
  const productIds = [...packs.keys()]
  const ownerships = await packOwnerships(student, await upsellCharges(student, productIds), productIds)
  const owned = productIds.filter((productId) => ownerships[productId] === 'owned' || ownerships[productId] === 'processing')
  return [...new Set(owned.map((productId) => packs.get(productId)!))]
}

/**
 * A pack is never sold twice (issue #46): not through another offer of it, not inside a bundle
 * holding a pack the student has, not as a part of a bundle they own. The catalogue sells no
 * "rest of the bundle", so such a bundle is not sold at all (decision 007).
 */
async function refuseOwnedPack(student: SessionStudent, upsell: Upsell): Promise<void> {
  const pack = upsellPackSchema.safeParse(upsell.pack)
  if (!pack.success) return
  const held = packsHeld(await ownedPacks(student))
  if (packOfferable(pack.data, held)) return
  const have = packContents[pack.data].filter((part) => held.has(part))
  const named = have.includes(pack.data) ? upsellPackLabels[pack.data] : have.map((part) => upsellPackLabels[part]).join(', ')
  throw problem(
    409,
    'Already yours',
    have.includes(pack.data)
      ? `You already have the ${named}, so there is nothing to buy. Nothing was charged.`
      : `This pack includes what you already have (${named}), so we don't sell it to you. Nothing was charged.`,
  )
}

/** A sale price the flow has not offered (or has moved past) is refused: the position is the server's. */
async function refuseUnofferedSale(student: SessionStudent, productId: string, currency: Currency): Promise<void> {
  const offers = await listUpsellOffers(currency)
  const tried = await upsellCharges(
    student,
    offers.map((offer) => offer.planId),
  )
  const triedProducts = new Set(tried.filter((charge) => charge.kind === 'upsell').map((charge) => charge.productId ?? ''))
  const position = upsellIndexFrom((await getMetadata(student)).upsells)
  if (!chargeableAt(offers, position, productId, triedProducts)) {
    throw problem(
      409,
      'Offer not available',
      'This special price is only offered right after you skip the regular offer, and it has passed.',
    )
  }
}

/**
 * Where a student goes after buying `orderId`: the add-on flow on the first provider (spec §6),
 * else home — the payment system as this buyer's checkout saw it.
 */
export async function afterPurchaseTarget(request: Request, orderId: Id, student?: SessionStudent | null): Promise<'/upsell' | '/home'> {
  const buyer = await buyerSubject(request, `order:${idKey(orderId)}`, student)
  return (await currentPaymentSystem(buyer)) === 'solidgate' ? '/upsell' : '/home'
}

/**
 * `cardLast4`: the saved card one tap charges, named on the buy button. `owned`: the packs the
 * student has; the flow passes over their offers and bundles holding them.
 */
export type UpsellPage = { offers: UpsellView[]; index: number; cardLast4: string | null; owned: UpsellPack[] }

/**
 * The /upsell page's data, or null when the flow is not for this student: another payment system,
 * no card saved with Solidgate, or the flow already finished.
 */
export async function upsellPage(request: Request, student: SessionStudent): Promise<UpsellPage | null> {
  const buyer = await buyerSubject(request, `student:${idKey(student.id)}`, student)
  if ((await currentPaymentSystem(buyer)) !== 'solidgate') return null
  const subscription = await currentSubscription(student.id, paidUpStatuses)
  if (!subscription || subscription.provider !== 'solidgate') return null
  const card = await cardFor(student.id, 'solidgate', relationId(subscription.paymentMethod))
  if (!card) return null
  const offers = await listUpsellOffers(subscription.currency)
  const index = upsellIndexFrom((await getMetadata(student)).upsells)
  const owned = await ownedPacks(student)
  const held = packsHeld(owned)
  // Nothing left the student can buy: the flow is over for them.
  if (!offers.slice(index).some((offer) => packOfferable(offer.pack, held))) return null
  return { offers, index, cardLast4: card.last4 ?? null, owned }
}

/** Saves the flow position (metadata `upsells`), so the flow resumes where the student left it. */
export async function saveUpsellIndex(student: SessionStudent, index: number): Promise<void> {
  await setMetadata(student, { key: 'upsells', value: JSON.stringify({ currentIndex: index }) })
}
