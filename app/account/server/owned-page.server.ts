import type { SessionStudent } from '../../core/session.server'
import { listAddOns, listSubscriptions } from '~/payments/index.server'
import { recentPurchase, type RecentPurchase, whatYouOwn, type WhatYouOwn } from '../rules/what-you-own'

/** /profile/owned: the plan that runs and each pack held, with what each gives and where to use it. */
export async function loadWhatYouOwn(student: SessionStudent, now = new Date()): Promise<WhatYouOwn> {
  const [subscriptions, addOns] = await Promise.all([listSubscriptions(student), listAddOns(student)])
  return whatYouOwn(subscriptions, addOns, now)
}

/** Home's card after a purchase (rules/what-you-own.ts `recentPurchase`), or null. */
export async function loadRecentPurchase(student: SessionStudent, now = new Date()): Promise<RecentPurchase | null> {
  // Only packs make the card, so Home reads no subscriptions for it.
  return recentPurchase(whatYouOwn([], await listAddOns(student), now), now)
}
