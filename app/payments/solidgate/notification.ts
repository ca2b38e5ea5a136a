import { z } from 'zod'
import { lastFour } from '../rules/card-number'
import { solidgateErrorCodes } from '../rules/error-codes'
import { solidgateOutcome } from '../rules/outcome'
import type { ProviderReport } from '../provider'

/**
 * Solidgate's order report, as the card order status webhook body ("Updated card order",
 * https://api-docs.solidgate.com/api/card-payments/webhook-card-order-status) and as the answer
 * of POST /api/v1/status (https://api-docs.solidgate.com/api/card-payments/get-status-card-order):
 * `order`, the latest `transaction` and every `transactions` entry keyed by transaction id.
 * Only what the checkout reads is checked; the rest passes through untouched (it is signed).
 */
const idText = z.union([z.string().min(1), z.number()]).transform(String)
const errorBlock = z.looseObject({ code: z.union([z.string(), z.number()]).optional() })
const cardToken = z.looseObject({ token: z.string().min(1) })
const card = z.looseObject({ number: z.string().optional(), brand: z.string().optional(), card_token: cardToken.optional() })

const transaction = z.looseObject({
  id: idText.optional(),
  operation: z.string().optional(),
  status: z.string().optional(),
  amount: z.unknown().optional(),
  currency: z.unknown().optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
  error: errorBlock.optional(),
  card: card.optional(),
  card_token: cardToken.optional(),
})

export const solidgateReportSchema = z.looseObject({
  order: z.looseObject({
    order_id: z.string().min(1),
    status: z.string().min(1),
    amount: z.unknown(),
    currency: z.unknown(),
    subscription_id: z.string().optional(),
    created_at: z.string().optional(),
    updated_at: z.string().optional(),
  }),
  transaction: transaction.optional(),
  transactions: z.record(z.string(), transaction).optional(),
  error: errorBlock.optional(),
})

export type SolidgateReport = z.infer<typeof solidgateReportSchema>
type Transaction = z.infer<typeof transaction>

/** Solidgate writes "2026-11-23 10:00:00" (UTC); ISO 8601 is read too. */
export function solidgateDate(text: string | undefined): Date | undefined {
  if (!text) return undefined
  const iso = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(text) ? `${text.replace(' ', 'T')}Z` : text
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? undefined : date
}

/** The transaction the report is about: the named one, else the latest of `transactions`. */
export function latestTransaction(report: SolidgateReport): Transaction | undefined {
  if (report.transaction) return report.transaction
  const all = Object.entries(report.transactions ?? {}).map(([id, t]) => ({ ...t, id: t.id ?? id }))
  const time = (t: Transaction) => solidgateDate(t.created_at)?.getTime() ?? 0
  return all.sort((a, b) => time(a) - time(b)).at(-1)
}

/** A decline code as the catalogue writes it ("3.02"), or undefined for anything it does not know. */
export function solidgateErrorCode(code: unknown): string | undefined {
  const key = typeof code === 'number' ? code.toFixed(2) : typeof code === 'string' ? code.trim() : ''
  return Object.hasOwn(solidgateErrorCodes, key) ? key : undefined
}

export function toProviderReport(report: SolidgateReport): ProviderReport {
  const tx = latestTransaction(report)
  const outcome = solidgateOutcome(report.order.status, tx?.status)
  const errorCode = outcome === 'fail' ? solidgateErrorCode(tx?.error?.code ?? report.error?.code) : undefined
  const occurredAt = solidgateDate(tx?.updated_at ?? tx?.created_at ?? report.order.updated_at)
  const token = tx?.card_token?.token ?? tx?.card?.card_token?.token
  const cardLast4 = lastFour(tx?.card?.number)
  const savedCard =
    outcome === 'success' && token
      ? { token, ...(cardLast4 ? { last4: cardLast4 } : {}), ...(tx?.card?.brand ? { brand: tx.card.brand } : {}) }
      : undefined
  return {
    providerOrderId: report.order.order_id,
    outcome,
    amount: report.order.amount,
    currency: report.order.currency,
    ...(tx?.id ? { transactionId: tx.id } : {}),
    ...(errorCode ? { errorCode } : {}),
    ...(report.order.subscription_id ? { subscriptionId: report.order.subscription_id } : {}),
    ...(occurredAt ? { occurredAt } : {}),
    ...(tx?.operation === 'refund' && tx.status === 'success' ? { refunded: true } : {}),
    ...(savedCard ? { savedCard } : {}),
    ...(cardLast4 ? { cardLast4 } : {}),
  }
}

/** A replay gives the same key; a new order status or a new transaction gives a new one. */
export function solidgateEventKey(report: SolidgateReport): string {
  const tx = latestTransaction(report)
  return ['solidgate', report.order.order_id, report.order.status, tx?.id ?? '-', tx?.status ?? '-'].join(':')
}
