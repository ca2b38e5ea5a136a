/** The packs that hold prompts (schemas/payments/entitlements.ts). */
export const promptPacks = [
  { value: 'complete_ai', label: 'Complete AI pack' },
  { value: 'personal_boost', label: 'Personal boost pack' },
] as const

/**
 * The goals a funnel asks for, grouped as the learning plan groups them (trackOf in
 * app/learning-plan/rules/plan-rules.ts): every funnel's answer and a typed goal land in one.
 */
export const promptGoals = [
  { value: 'income', label: 'Earn more' },
  { value: 'creator', label: 'Create content' },
  { value: 'career', label: 'Grow my career' },
  { value: 'learning', label: 'Use AI every day' },
] as const
