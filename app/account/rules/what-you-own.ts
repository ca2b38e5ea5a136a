import { lastsText, packEntitlements, planEntitlement } from '@schemas/payments/entitlements'
import type { UpsellPack } from '@schemas/payments/upsell'

export type UseLink = { label: string; href: string }

/** The plan that runs now, as "What you own" shows it: what it includes, and until when or when it renews. */
export type OwnedPlan = {
  name: string
  gives: readonly string[]
  use: UseLink
  /**
   * `renews`: active; `retrying`: a renewal payment failed and is retried (full access meanwhile); `ends`: cancelled, paid up;
   * `paused`: a save offer's pause (access until `until`, then none until `pausedUntil`, when it renews).
   */
  state: 'renews' | 'retrying' | 'ends' | 'paused'
  until: string
  pausedUntil: string | null
  renewal: { cents: number; currency: string } | null
  startedAt: string
}

/** A pack the student holds (entitlements.ts says what it gives), or one whose payment is being confirmed. */
export type OwnedPack = {
  pack: UpsellPack
  name: string
  gives: readonly string[]
  lasts: string
  use: UseLink
  confirming: boolean
  boughtAt: string
}

export type WhatYouOwn = { plan: OwnedPlan | null; packs: OwnedPack[] }

type PlanRow = {
  planName: string
  status: 'active' | 'redemption' | 'cancelled' | 'expired'
  startedAt: string
  endDate: string
  renewalCents: number | null
  currency: string
  pausedUntil?: string | null
}
type PackRow = { pack: UpsellPack; state: 'owned' | 'processing'; boughtAt: string }

/** What the student has now: the running plan (the newest, if several) and every pack held, oldest first. */
export function whatYouOwn(subscriptions: readonly PlanRow[], addOns: readonly PackRow[], now: Date): WhatYouOwn {
  const running = subscriptions
    .filter((row) => row.status === 'active' || row.status === 'redemption' || (row.status === 'cancelled' && new Date(row.endDate) > now))
    .sort((a, b) => b.startedAt.localeCompare(a.startedAt))[0]
  const plan: OwnedPlan | null = running
    ? {
        name: running.planName,
        gives: planEntitlement.gives,
        use: planEntitlement.use,
        state:
          running.status === 'cancelled'
            ? 'ends'
            : running.status === 'redemption'
              ? 'retrying'
              : running.pausedUntil
                ? 'paused'
                : 'renews',
        until: running.endDate,
        pausedUntil: running.status === 'active' ? (running.pausedUntil ?? null) : null,
        renewal: running.status === 'active' && running.renewalCents ? { cents: running.renewalCents, currency: running.currency } : null,
        startedAt: running.startedAt,
      }
    : null
  const packs = [...addOns]
    .sort((a, b) => a.boughtAt.localeCompare(b.boughtAt))
    .map((row): OwnedPack => {
      const entitlement = packEntitlements[row.pack]
      return {
        pack: row.pack,
        name: entitlement.name,
        gives: entitlement.gives,
        lasts: lastsText(entitlement),
        use: entitlement.use,
        confirming: row.state === 'processing',
        boughtAt: row.boughtAt,
      }
    })
  return { plan, packs }
}

/**
 * The Home card after a purchase: shown for `homeCardDays` after the newest pack was bought, then
 * it goes by itself — no dismissal to store, and a week covers the first visits after buying,
 * which is when a buyer looks for what they got. Only packs: a plan's courses and learning plan
 * are Home's own content already, while a pack (the prompt library, the AI tools) lives elsewhere.
 */
export const homeCardDays = 7

export type RecentPurchase = { name: string; gives: readonly string[]; use: UseLink }

export function recentPurchase(own: WhatYouOwn, now: Date): RecentPurchase | null {
  const since = now.getTime() - homeCardDays * 24 * 60 * 60 * 1000
  const pack = [...own.packs].reverse().find((candidate) => !candidate.confirming && new Date(candidate.boughtAt).getTime() >= since)
  return pack ? { name: pack.name, gives: pack.gives, use: pack.use } : null
}
