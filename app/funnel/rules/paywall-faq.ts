/** The `group` options of the FAQs collection (cms/collections/Faqs). */
type FaqGroup = 'landing' | 'challenge'

/**
 * Which FAQ groups a funnel's paywall answers, in the order shown. Every paywall answers the
 * subscription questions (the landing group); a challenge funnel (challenge_v1, challenge_100k_v3…)
 * first answers the questions about the challenge itself, as the challenge pages do.
 */
export function paywallFaqGroups(funnelId: string): FaqGroup[] {
  return /^challenge(_|$)/.test(funnelId) ? ['challenge', 'landing'] : ['landing']
}

/** The FAQs of those groups, group by group, each group in its own order. */
export function orderByGroup<T extends { group: FaqGroup }>(faqs: readonly T[], groups: readonly FaqGroup[]): T[] {
  return groups.flatMap((group) => faqs.filter((faq) => faq.group === group))
}
