/** Paywalls a signed-in student buys on outside a funnel; `/payment?from=` names which. */
export const studentPaywalls = { luck: '/luck/paywall', creator: '/creator/paywall', renew: '/subscriptions/renew' } as const
export type StudentPaywall = keyof typeof studentPaywalls

export const isStudentPaywall = (value: unknown): value is StudentPaywall =>
  typeof value === 'string' && Object.hasOwn(studentPaywalls, value)

/**
 * Where "Back to plans" leads from checkout: a funnel order back into its funnel (which resumes on
 * the paywall), an order from a landing or renewal paywall back to that paywall, else the home page.
 */
export function backToPlansHref(order: { funnelId: string | null; variant: string | null }, from: string | null): string {
  if (order.funnelId) return `/${order.variant ? 'experiment' : 'onboarding'}/${encodeURIComponent(order.funnelId)}`
  return isStudentPaywall(from) ? studentPaywalls[from] : '/'
}
