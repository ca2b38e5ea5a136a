/** "Paid", "Refunded" or "Declined": what a transaction did, in the student's words. */
export function transactionStatusLabel(transaction: { kind: string; status: 'success' | 'fail' }): string {
  if (transaction.status !== 'success') return 'Declined'
  return transaction.kind === 'refund' ? 'Refunded' : 'Paid'
}

/** "Visa •••• 0077"-style card text, or null when the provider did not say. */
export function cardText(last4: string | null | undefined): string | null {
  return last4 ? `Card •••• ${last4}` : null
}
