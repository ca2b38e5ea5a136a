import type { Payload } from 'payload'
import { promptsInLibrary } from '@schemas/content/prompt-count'
import { packEntitlements } from '@schemas/payments/entitlements'
import { packContents } from '@schemas/payments/pack-contents'
import {
  type AccessPeriod,
  type Pack,
  type PromiseLedger,
  type PromptPack,
  packFeatures,
  planFeatures,
  promptPacks,
} from '@schemas/payments/promise-ledger'
import { upsellPacks } from '@schemas/payments/upsell-labels'

/**
 * The promise ledger (issue #46): what the product holds, counted from Payload, one provider per
 * fact. Every claim copy makes is resolved against it (app/promises), and {{fact:courses}},
 * {{fact:challenges}} and {{fact:aiTools}} are filled from it. Takes the Payload it reads, and
 * loads nothing of its own, so the admin's publish check (cms/hooks) can use it too.
 */

const published = { _status: { equals: 'published' } } as const

async function countCatalogue(payload: Payload, type: 'course' | 'challenge'): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'courses',
    where: { and: [published, { type: { equals: type } }] },
    overrideAccess: true,
  })
  return totalDocs
}

/** Published courses. */
export const countPublishedCourses = (payload: Payload) => countCatalogue(payload, 'course')

/** Published challenges. */
export const countPublishedChallenges = (payload: Payload) => countCatalogue(payload, 'challenge')

/** Distinct AI tools the published courses and challenges teach (their Tools field). */
export async function countTaughtTools(payload: Payload): Promise<number> {
  const { docs } = await payload.find({
    collection: 'courses',
    where: published,
    select: { tools: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return new Set(docs.flatMap((course) => (course as { tools?: string[] | null }).tools ?? [])).size
}

/**
 * Prompts the library holds for a prompt pack: one prompt is a template filled with one option per
 * placeholder (schemas/content/prompt-count.ts, the rule the prompt library counts by too).
 */
export async function countPackPrompts(payload: Payload, pack: PromptPack): Promise<number> {
  const { docs } = await payload.find({
    collection: 'prompt-templates',
    where: { pack: { equals: pack } },
    // No `select`: with it Payload 3 returns the placeholders' hasMany options empty.
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return promptsInLibrary(docs)
}

/** Extra assistant prompts a day each pack adds: the largest its offers (Upsells), or a bundle's parts' offers, give. */
export async function countExtraDailyPrompts(payload: Payload): Promise<Record<Pack, number>> {
  const { docs } = await payload.find({
    collection: 'upsells',
    select: { pack: true, extraDailyPrompts: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const extra = Object.fromEntries(upsellPacks.map((pack) => [pack, 0])) as Record<Pack, number>
  for (const offer of docs) if (offer.pack) extra[offer.pack] = Math.max(extra[offer.pack], offer.extraDailyPrompts ?? 0)
  return Object.fromEntries(upsellPacks.map((pack) => [pack, Math.max(...packContents[pack].map((part) => extra[part]))])) as Record<
    Pack,
    number
  >
}

/** The periods the paywall plans are sold for (first and renewal). */
export async function planPeriods(payload: Payload): Promise<AccessPeriod[]> {
  const { docs } = await payload.find({
    collection: 'plans',
    select: { firstPeriod: true, renewalPeriod: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.flatMap((plan) => [plan.firstPeriod, plan.renewalPeriod]).filter((period): period is AccessPeriod => Boolean(period?.value))
}

/** The ledger as the database holds it now. */
export async function loadPromiseLedger(payload: Payload): Promise<PromiseLedger> {
  const [courses, challenges, aiTools, prompts, extraDailyPrompts, periods] = await Promise.all([
    countPublishedCourses(payload),
    countPublishedChallenges(payload),
    countTaughtTools(payload),
    Promise.all(promptPacks.map(async (pack) => [pack, await countPackPrompts(payload, pack)] as const)).then(
      (counts) => Object.fromEntries(counts) as Record<PromptPack, number>,
    ),
    countExtraDailyPrompts(payload),
    planPeriods(payload),
  ])
  return {
    courses,
    challenges,
    aiTools,
    prompts,
    extraDailyPrompts,
    plan: { features: planFeatures, periods },
    packs: Object.fromEntries(
      upsellPacks.map((pack) => [pack, { features: packFeatures[pack], lasts: packEntitlements[pack].lasts }]),
    ) as PromiseLedger['packs'],
  }
}
