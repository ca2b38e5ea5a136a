import { packContents } from './pack-contents'
import { upsellPacks } from './upsell-labels'

// Plain TypeScript (no zod): the site, the admin's publish check and the promise-audit test read it.

export type Pack = (typeof upsellPacks)[number]

/** What a buyer can be promised access to. */
export const features = [
  'courses',
  'challenges',
  'assistant',
  'certificates',
  'aiTools',
  'promptLibrary',
  'goalPrompts',
  'practicePlan',
] as const
export type Feature = (typeof features)[number]

export const featureLabels: Record<Feature, string> = {
  courses: 'the courses',
  challenges: 'the challenges',
  assistant: 'the AI chat assistant',
  certificates: 'certificates',
  aiTools: 'the AI tools (image and avatar-video)',
  promptLibrary: 'the prompt library',
  goalPrompts: 'the goal prompts',
  practicePlan: 'the 4-week practice plan',
}

/**
 * What a subscription plan includes, said once (issue #46): every plan of every paywall gives the
 * same catalogue and assistant; the AI tools and the prompt libraries are sold as packs.
 */
export const planFeatures: readonly Feature[] = ['courses', 'challenges', 'assistant', 'certificates']

/** What each pack's own part unlocks; a bundle (packContents) unlocks its parts'. */
const ownFeatures: Record<Exclude<Pack, 'ultimate_ai'>, readonly Feature[]> = {
  complete_ai: ['promptLibrary'],
  personal_boost: ['goalPrompts', 'practicePlan'],
  ai_tools: ['aiTools'],
}

const featuresOfPack = (pack: Pack): Feature[] => [
  ...new Set(packContents[pack].flatMap((part): readonly Feature[] => (part === 'ultimate_ai' ? [] : ownFeatures[part]))),
]

export const packFeatures: Record<Pack, readonly Feature[]> = Object.fromEntries(
  upsellPacks.map((pack) => [pack, featuresOfPack(pack)]),
) as unknown as Record<Pack, readonly Feature[]>

/** The packs whose prompts are counted in the prompt library (the others hold none of their own). */
export const promptPacks = ['complete_ai', 'personal_boost'] as const
export type PromptPack = (typeof promptPacks)[number]

/** A billing period as plans store it: 1 W, 3 M, 1 Q, 1 Y. */
export type AccessPeriod = { value: number; unit: 'D' | 'W' | 'M' | 'Q' | 'Y' }

/**
 * Everything the product can count or check, against which every claim a buyer reads is resolved
 * (app/promises). Built from Payload by app/core/promise-ledger.server.ts; fixtures in tests.
 */
export type PromiseLedger = {
  /** Published courses (type course). */
  courses: number
  /** Published challenges (type challenge). */
  challenges: number
  /** Distinct AI tools the published courses and challenges name in their Tools field. */
  aiTools: number
  /** Prompts in the prompt library per pack. */
  prompts: Record<PromptPack, number>
  /** Extra assistant prompts a day each pack adds (its offers' largest). */
  extraDailyPrompts: Record<Pack, number>
  plan: { features: readonly Feature[]; periods: readonly AccessPeriod[] }
  packs: Record<Pack, { features: readonly Feature[]; lasts: 'lifetime' | 'with-plan' }>
}

/** The facts copy writes as {{fact:courses}}, {{fact:challenges}}, {{fact:aiTools}}: counted, never typed. */
export type CountedFacts = { courses: number; challenges: number; aiTools: number }

export const countedFactsOf = (ledger: PromiseLedger): CountedFacts => ({
  courses: ledger.courses,
  challenges: ledger.challenges,
  aiTools: ledger.aiTools,
})

/** The prompts a pack holds (a bundle: its parts'). */
export function promptsIn(ledger: PromiseLedger, pack: Pack): number {
  return packContents[pack].reduce((sum, part) => sum + (part === 'complete_ai' || part === 'personal_boost' ? ledger.prompts[part] : 0), 0)
}
