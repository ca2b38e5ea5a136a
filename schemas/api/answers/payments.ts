import { z } from 'zod'
import { storedId, timestamp } from './common'

/** Answers of the subscription, payment history and add-on calls (spec §7 field names). */

const currency = z.enum(['USD', 'EUR', 'INR', 'AUD', 'CAD', 'GBP'])
const subscriptionStatus = z.enum(['active', 'redemption', 'cancelled', 'expired'])

export const subscriptionAnswer = z.strictObject({
  subscriptionId: storedId,
  planId: z.string(),
  planName: z.string(),
  status: subscriptionStatus,
  startedAt: timestamp,
  endDate: timestamp,
  cancelledAt: timestamp.nullable(),
  nextRetryAt: timestamp.nullable().describe('In redemption: when the saved card is tried again'),
  currency,
  renewalCents: z.int().nullable(),
  pausedUntil: timestamp
    .nullable()
    .describe('Paused by a save offer: no access and no charge from endDate until this date, when it renews'),
  nextRenewalPercentOff: z.int().nullable().describe('A save offer: percent off the next renewal only'),
  platform: z.strictObject({ code: z.enum(['web', 'android', 'ios']) }),
})
export const subscriptionListAnswer = z.strictObject({ subscriptions: z.array(subscriptionAnswer) })
export const subscriptionCancelledAnswer = z.strictObject({ subscription: subscriptionAnswer })
export const subscriptionResumedAnswer = z.strictObject({ subscription: subscriptionAnswer })

export const paymentHistoryAnswer = z.strictObject({
  transactions: z.array(
    z.strictObject({
      id: storedId,
      date: timestamp,
      description: z.string(),
      amountCents: z.int(),
      currency,
      status: z.enum(['success', 'fail']),
      errorCode: z.string().nullable(),
      cardLast4: z.string().nullable(),
      kind: z.enum(['charge', 'renewal', 'upsell', 'plan_change', 'refund']),
    }),
  ),
})

/** A one-click add-on: success, fail (with a message for the student) or processing. */
export const upsellOutcomeAnswer = z.strictObject({
  productId: z.string(),
  outcome: z.enum(['success', 'fail', 'processing']),
  message: z.string().optional(),
})
export const purchasedAnswer = z.strictObject({
  purchasedProducts: z.array(z.string()),
  statuses: z.record(z.string(), z.enum(['Success', 'Processing', 'Fail'])),
})

export const planTransitionsAnswer = z.strictObject({
  data: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      description: z.string().nullable(),
      public_description: z.string(),
      prices: z.array(z.strictObject({ currency, product_price: z.int() })),
      billing_period: z.strictObject({ unit: z.enum(['D', 'W', 'M', 'Q', 'Y']), value: z.int() }),
      tags: z.array(z.string()),
      newPrice: z.int().describe('What the student pays now and at each renewal, in cents of prices[0].currency'),
    }),
  ),
})

/** Where a plan switch stands, or the subscription's status once switched. */
export const planUpdateAnswer = z.strictObject({
  status: z.enum(['available', 'unavailable', 'processing', 'failed', 'active', 'redemption', 'cancelled', 'expired']),
  message: z.string().optional(),
})

export const portalAnswer = z.strictObject({ url: z.string() })
