/**
 * The spec's "Payment outcome mapping": what a provider's status means for the student.
 * Only statuses the spec names decide success or fail; anything else (created, processing,
 * 3ds_verify, a status a provider adds tomorrow) stays 'processing' so the page keeps polling
 * instead of claiming a result it does not have.
 */
export type PaymentOutcome = 'success' | 'fail' | 'processing'

const norm = (status: string | null | undefined) => (status ?? '').trim().toLowerCase()

const solidgateSuccess = new Set(['settle_ok', 'approved', 'partial_settled'])

/**
 * Solidgate: the order status decides success (settle_ok, approved, partial_settled); auth_failed
 * or a failed transaction ('fail') is a fail. Success wins over a failed transaction because an
 * approved order can carry an earlier failed attempt (a retry or cascade).
 */
export function solidgateOutcome(orderStatus: string | null | undefined, transactionStatus?: string | null): PaymentOutcome {
  const order = norm(orderStatus)
  if (solidgateSuccess.has(order)) return 'success'
  if (order === 'auth_failed' || norm(transactionStatus) === 'fail') return 'fail'
  return 'processing'
}

const ecommpayFailedOperation = new Set(['decline', 'error'])

/** Ecommpay: payment status success is success; a declined payment, or a declined or errored operation, is a fail. */
export function ecommpayOutcome(paymentStatus: string | null | undefined, operationStatus?: string | null): PaymentOutcome {
  const payment = norm(paymentStatus)
  if (payment === 'success') return 'success'
  if (payment === 'decline' || ecommpayFailedOperation.has(norm(operationStatus))) return 'fail'
  return 'processing'
}

/** "An unpurchased product is Fail": after an upsell, a product the provider does not list as bought failed. */
export function purchaseOutcome(productId: string, purchasedProductIds: readonly string[]): PaymentOutcome {
  return purchasedProductIds.includes(productId) ? 'success' : 'fail'
}
