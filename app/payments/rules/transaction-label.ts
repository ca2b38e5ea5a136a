import { upsellPackLabels, type upsellPacks } from '@schemas/payments/upsell-labels'

type Pack = (typeof upsellPacks)[number]

/** "Paid", "Refunded" or "Declined": what a transaction did, in the student's words. */
export function transactionStatusLabel(transaction: { kind: string; status: 'success' | 'fail' }): string {
  if (transaction.status !== 'success') return 'Declined'
  return transaction.kind === 'refund' ? 'Refunded' : 'Paid'
}

/** "•••• 0077", or null when the provider did not say; the page's own words say it is a card. */
export function cardText(last4: string | null | undefined): string | null {
  return last4 ? `•••• ${last4}` : null
}

const kindWords = { charge: 'first payment', renewal: 'renewal', plan_change: 'plan change', refund: 'refund' } as const

/**
 * What a transaction paid for, named as the student bought it: an add-on by its pack's own name
 * ("AI tools pack"), its refund as "AI tools pack — refund", a plan payment by the plan's name.
 */
export function transactionDescription(
  payment: { kind: keyof typeof kindWords | 'upsell'; productId?: string | null },
  names: { plans: ReadonlyMap<string, string>; packs: ReadonlyMap<string, Pack> },
): string {
  const pack = payment.productId ? names.packs.get(payment.productId) : undefined
  if (pack) return payment.kind === 'refund' ? `${upsellPackLabels[pack]} — refund` : upsellPackLabels[pack]
  const plan = (payment.productId && names.plans.get(payment.productId)) || 'AI learning plan'
  return payment.kind === 'upsell' ? `${plan} — add-on` : `${plan} — ${kindWords[payment.kind]}`
}
