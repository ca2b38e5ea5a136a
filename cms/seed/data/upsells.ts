import type { Upsell } from '../../payload-types'
import { currencies } from '../../collections/Plans/prices'
import { localCents } from './plans'

type SeedUpsell = Pick<Upsell, 'upsellId' | 'planId' | 'title' | 'description' | 'pack' | 'sale' | 'prices' | 'benefits' | 'extraDailyPrompts' | 'order'>

const prices = (usd: number, fullUsd?: number): SeedUpsell['prices'] =>
  currencies.map((currency) => ({ currency, cents: localCents(usd, currency), fullPriceCents: fullUsd ? localCents(fullUsd, currency) : null }))

const benefits = (...lines: string[]) => lines.map((text) => ({ text }))

/**
 * The spec's seven default upsells, in order: each offer, then its sale second chance. The spec
 * names five by id and ends with two `{hash}` entries (ids generated, not named). Of its four packs
 * the named five sell three; the Ultimate AI pack is the one left, so the two hashed offers are it
 * and its sale second chance — the same offer-then-sale pair as the other prompt packs. Their ids
 * are the first 12 hex digits of the SHA-1 of `ultimate_ai` and `ultimate_ai_sale`.
 * (docs/decisions/007-renewals-upsells-plan-changes.md, "The seven default upsells").
 */
export const upsells: SeedUpsell[] = [
  {
    upsellId: '30k_prompts',
    planId: 'upsell_30k_prompts',
    title: 'Complete AI pack: 30,000 prompts',
    description: 'Ready-made prompts for work, study and side projects, sorted by task.',
    pack: 'complete_ai',
    sale: false,
    prices: prices(2999, 5999),
    benefits: benefits('30,000 tested prompts', 'Sorted by job and task', 'Lifetime access'),
    order: 1,
  },
  {
    upsellId: '30k_prompts_sale',
    planId: 'upsell_30k_prompts_sale',
    title: 'Complete AI pack: 30,000 prompts — 50% off',
    description: 'A one-time price, only now.',
    pack: 'complete_ai',
    sale: true,
    prices: prices(1499, 5999),
    benefits: benefits('30,000 tested prompts', 'Sorted by job and task', 'Lifetime access'),
    order: 2,
  },
  {
    upsellId: '600_prompts',
    planId: 'upsell_600_prompts',
    title: 'Personal boost pack: 600 prompts',
    description: 'Prompts picked for your goal, to move faster in your first month.',
    pack: 'personal_boost',
    sale: false,
    prices: prices(1999, 3999),
    benefits: benefits('600 prompts for your goal', 'A 4-week practice plan'),
    order: 3,
  },
  {
    upsellId: '600_prompts_sale',
    planId: 'upsell_600_prompts_sale',
    title: 'Personal boost pack: 600 prompts — 50% off',
    description: 'A one-time price, only now.',
    pack: 'personal_boost',
    sale: true,
    prices: prices(999, 3999),
    benefits: benefits('600 prompts for your goal', 'A 4-week practice plan'),
    order: 4,
  },
  {
    upsellId: 'ai_tools',
    planId: 'upsell_ai_tools',
    title: 'AI tools pack',
    description: 'Image and video tools inside the app, with 50 more assistant prompts every day.',
    pack: 'ai_tools',
    sale: false,
    prices: prices(2499),
    benefits: benefits('Image and avatar-video tools', '50 more assistant prompts every day'),
    extraDailyPrompts: 50,
    order: 5,
  },
  {
    upsellId: 'd3f33269c5c9',
    planId: 'upsell_ultimate_ai',
    title: 'Ultimate AI pack: every prompt library and the AI tools',
    description: 'Every pack in one purchase: both prompt libraries and the image and video tools.',
    pack: 'ultimate_ai',
    sale: false,
    prices: prices(4999, 9999),
    benefits: benefits('30,000 tested prompts and 600 prompts for your goal', 'Image and avatar-video tools', 'Lifetime access'),
    order: 6,
  },
  {
    upsellId: 'f94ecd672344',
    planId: 'upsell_ultimate_ai_sale',
    title: 'Ultimate AI pack — 30% off',
    description: 'A one-time price, only now.',
    pack: 'ultimate_ai',
    sale: true,
    prices: prices(3499, 9999),
    benefits: benefits('30,000 tested prompts and 600 prompts for your goal', 'Image and avatar-video tools', 'Lifetime access'),
    order: 7,
  },
]
