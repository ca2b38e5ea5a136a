import { getPayloadClient } from '@cms/get-payload'
import type { CancellationAttempt } from '@cms/payload-types'
import { relationId } from '@schemas/id'
import { describePeriod, discountedCents, formatDay } from '~/payments'
import { periodOf, planByPlanId } from '~/payments/index.server'
import { formatPrice } from '../../intl/currency'
import { type SaveOfferMailProps, saveOfferEmail } from '../templates/save-offer'
import { planName, recipientFor, siteUrl } from './mail-facts.server'
import { queueEmail } from './outbox.server'

/** The outbox key of an accepted offer's mail: one per cancellation attempt. */
export const saveOfferMailKey = (attempt: Pick<CancellationAttempt, 'id'>) => `save-offer:${attempt.id}`

/**
 * After a student accepted a save offer: what it changes, read from the subscription as the offer
 * left it. Queued by the `subscription.saved` event, and by the mail job for an accepted offer a
 * stopped process left without its mail (owed-mails.server.ts); the outbox key keeps it one.
 */
export async function mailSaveOffer(attempt: CancellationAttempt): Promise<void> {
  try {
    if (attempt.outcome !== 'saved' || !attempt.offerKind) return
    const payload = await getPayloadClient()
    const subscriptionId = relationId(attempt.subscription)
    if (subscriptionId === null) return
    const subscription = await payload.findByID({ collection: 'subscriptions', id: subscriptionId, depth: 0, overrideAccess: true })
    const to = await recipientFor(subscription.student, subscription.order)
    if (!to) return
    const price = (cents: number) => formatPrice(cents, subscription.currency)
    const regular = subscription.renewalCents ?? 0
    const base = { siteUrl: siteUrl(), planName: await planName(subscription.planId) }
    const props: SaveOfferMailProps | null =
      attempt.offerKind === 'discount'
        ? {
            ...base,
            kind: 'discount',
            percentOff: attempt.percentOff ?? 0,
            discounted: price(discountedCents(regular, attempt.percentOff)),
            regular: price(regular),
            chargeOn: formatDay(subscription.endDate),
            periodLabel: describePeriod(await periodOf(subscription.planId)),
          }
        : attempt.offerKind === 'pause'
          ? {
              ...base,
              kind: 'pause',
              accessUntil: formatDay(subscription.endDate),
              pausedUntil: formatDay(subscription.pausedUntil ?? subscription.endDate),
              nextCharge: price(regular),
            }
          : await switchProps(base, attempt.productId, subscription.currency)
    if (!props) return
    await queueEmail({ key: saveOfferMailKey(attempt), to, content: saveOfferEmail(props) })
  } catch (error) {
    ;(await getPayloadClient()).logger.error({ attempt: attempt.id, error: (error as Error).message }, 'save offer email not queued')
  }
}

async function switchProps(
  base: { siteUrl: string; planName: string },
  productId: string | null | undefined,
  currency: Parameters<typeof formatPrice>[1],
): Promise<SaveOfferMailProps | null> {
  const plan = productId ? await planByPlanId(productId) : undefined
  const cents = plan?.prices?.find((row) => row.currency === currency)?.renewalCents
  if (!plan || cents == null) return null
  return {
    ...base,
    kind: 'switch-plan',
    newPlanName: plan.name,
    price: formatPrice(cents, currency),
    periodLabel: describePeriod(plan.renewalPeriod),
  }
}
