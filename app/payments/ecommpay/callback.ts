import { z } from 'zod'
import { ecommpayOutcome } from '../rules/outcome'
import type { ProviderReport } from '../provider'
import { lastFour } from '../rules/card-number'
import { ecommpayErrorCode } from './decline-codes'

/**
 * Ecommpay's payment report, as a callback body (https://developers.ecommpay.com/en/en_platform_callbacks.html)
 * and as the Gate's /v2/payment/status answer, which lists `operations` instead of one `operation`.
 * Only what the checkout reads is checked; everything else passes through untouched (it is signed).
 */
const sum = z.object({ amount: z.unknown(), currency: z.unknown() }).partial()
const idText = z.union([z.string().min(1), z.number()]).transform(String)

const operation = z.looseObject({
  id: idText.optional(),
  type: z.string().optional(),
  status: z.string().optional(),
  date: z.string().optional(),
  code: z.union([z.string(), z.number()]).optional(),
  message: z.string().optional(),
  sum_initial: sum.optional(),
})

export const ecommpayReportSchema = z.looseObject({
  project_id: z.union([z.number(), z.string()]).optional(),
  payment: z.looseObject({
    id: z.string().min(1),
    status: z.string().min(1),
    date: z.string().optional(),
    sum: sum.optional(),
  }),
  operation: operation.optional(),
  operations: z.array(operation).optional(),
  /** The masked card, e.g. 411111******1111. */
  account: z.looseObject({ number: z.string().optional(), type: z.string().optional() }).optional(),
  /** Present when the payment registered the card for later charges (COF). */
  recurring: z.looseObject({ id: idText, status: z.string().optional() }).optional(),
})

export type EcommpayReport = z.infer<typeof ecommpayReportSchema>
type Operation = z.infer<typeof operation>

/** The operation the report is about: the callback's one, or the status answer's latest. */
export function latestOperation(report: EcommpayReport): Operation | undefined {
  return report.operation ?? report.operations?.at(-1)
}

/** Ecommpay writes dates as 2026-11-23T10:00:00+0000; JavaScript wants +00:00. */
export function ecommpayDate(text: string | undefined): Date | undefined {
  if (!text) return undefined
  const date = new Date(text.replace(/([+-]\d\d)(\d\d)$/, '$1:$2'))
  return Number.isNaN(date.getTime()) ? undefined : date
}

export function toProviderReport(report: EcommpayReport): ProviderReport {
  const op = latestOperation(report)
  const outcome = ecommpayOutcome(report.payment.status, op?.status)
  const charged = report.payment.sum ?? op?.sum_initial
  const errorCode = outcome === 'fail' ? ecommpayErrorCode(op?.code) : undefined
  const occurredAt = ecommpayDate(op?.date ?? report.payment.date)
  const cardLast4 = lastFour(report.account?.number)
  const token = outcome === 'success' && report.recurring && report.recurring.status !== 'cancelled' ? report.recurring.id : undefined
  return {
    providerOrderId: report.payment.id,
    outcome,
    amount: charged?.amount,
    currency: charged?.currency,
    ...(op?.id ? { transactionId: op.id } : {}),
    ...(errorCode ? { errorCode } : {}),
    ...(occurredAt ? { occurredAt } : {}),
    ...(op?.type === 'refund' && op.status === 'success' ? { refunded: true } : {}),
    ...(token
      ? {
          savedCard: { token, ...(cardLast4 ? { last4: cardLast4 } : {}), ...(report.account?.type ? { brand: report.account.type } : {}) },
        }
      : {}),
    ...(cardLast4 ? { cardLast4 } : {}),
  }
}

/** The same report replayed gives the same key; a later status of the same operation a new one. */
export function ecommpayEventKey(report: EcommpayReport): string {
  const op = latestOperation(report)
  return ['ecommpay', report.payment.id, op?.id ?? '-', op?.status ?? report.payment.status].join(':')
}
