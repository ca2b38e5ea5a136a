import { getPayloadClient } from '@cms/get-payload'
import type { Order, Payment } from '@cms/payload-types'
import type { ProviderReport } from '../provider'
import { isUniqueViolation } from '../rules/unique-violation'
import { asStoredId, type Id } from '@schemas/id'

/** A charge attempt as the site recorded it before asking the provider (its payments row), with its order loaded. */
export type Attempt = Payment & { order?: Order | Id | null }

/**
 * The charge a report is about, through the attempt's payments row: a late report for an earlier
 * attempt (the buyer has retried since) still finds its order, so money taken is never lost.
 */
export async function attemptOf(providerOrderId: string): Promise<Attempt | undefined> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'payments',
    where: { idempotencyKey: { equals: `attempt:${providerOrderId}` } },
    limit: 1,
    pagination: false,
    depth: 1,
    overrideAccess: true,
  })
  return docs[0]
}

/** Marks the attempt's payments row with the provider's answer. */
export async function updateAttempt(report: ProviderReport, status: 'success' | 'fail'): Promise<void> {
  const payload = await getPayloadClient()
  await payload.update({
    collection: 'payments',
    where: { idempotencyKey: { equals: `attempt:${report.providerOrderId}` } },
    data: {
      status,
      transactionId: report.transactionId ?? null,
      errorCode: status === 'fail' ? (report.errorCode ?? null) : null,
      ...(report.cardLast4 ? { cardLast4: report.cardLast4 } : {}),
    },
    depth: 0,
    overrideAccess: true,
  })
}

/** The ids are stored ones: documents' own `id`s or relationship values. */
export type ChargeClaim = Pick<Payment, 'provider' | 'kind' | 'providerOrderId' | 'productId' | 'amountCents' | 'currency'> & {
  /** Null for a subscription whose buyer has not created their account yet. */
  student: Id | null
  order?: Id | null
  subscription?: Id | null
  periodStart?: string | null
}

/**
 * Claims one charge before the provider is asked: the attempt's payments row has a unique key, so
 * two processes (or a double click) can never send the same charge twice. False when it was claimed already.
 */
export async function claimCharge(claim: ChargeClaim): Promise<boolean> {
  const payload = await getPayloadClient()
  try {
    await payload.create({
      collection: 'payments',
      data: {
        idempotencyKey: `attempt:${claim.providerOrderId}`,
        status: 'processing',
        ...claim,
        student: stored(claim.student),
        order: stored(claim.order),
        subscription: stored(claim.subscription),
      },
      depth: 0,
      overrideAccess: true,
    })
    return true
  } catch (error) {
    if (isUniqueViolation(error)) return false
    throw error
  }
}

const stored = (id: Id | null | undefined) => (id == null ? id : asStoredId(id))
