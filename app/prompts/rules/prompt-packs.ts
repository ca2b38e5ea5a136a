import type { UpsellPack } from '@schemas/payments/upsell'

/** The packs whose prompts the library holds (schemas/payments/entitlements.ts). */
export const promptPacks = ['complete_ai', 'personal_boost'] as const
export type PromptPack = (typeof promptPacks)[number]

export const isPromptPack = (pack: UpsellPack): pack is PromptPack => (promptPacks as readonly string[]).includes(pack)

/** The goals of the Personal boost prompts, named as the page shows them (cms/collections/PromptTemplates/options.ts). */
export const goalLabels = {
  income: 'Earn more',
  creator: 'Create content',
  career: 'Grow my career',
  learning: 'Use AI every day',
} as const
export type PromptGoal = keyof typeof goalLabels
export const promptGoalOrder = Object.keys(goalLabels) as PromptGoal[]
