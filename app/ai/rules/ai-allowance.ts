/**
 * Who the AI model works for, and how much (docs/decisions/015-ai-allowance-of-unpaid-accounts.md).
 *
 * Students whose plan pays (status active or redemption; a cancelled plan counts as active until
 * its paid period ends) get the product's full allowance. Any other account — signed up but never
 * paid, or whose plan has ended — gets a small daily taste: TRIAL_DAILY_PROMPTS model calls a UTC
 * day, shared by the assistant and the daily task, on the same counter the assistant shows. Every
 * sign-up is a new account, so this is what bounds the bill an unpaid account can run up. Where
 * the product has a free way that needs no model (grading a lesson task by its rubric, a learning
 * plan made by the rules), unpaid accounts get that instead of a call to the model.
 */
export type AccountStatus = 'active' | 'redemption' | 'other'

export const PAID_DAILY_PROMPTS = 50
export const TRIAL_DAILY_PROMPTS = 10

/** Whether the account's plan pays for the AI model. */
export const paysForAi = (status: AccountStatus | null | undefined): boolean => status === 'active' || status === 'redemption'

/**
 * `packPrompts`: what an owned pack adds a day (the CMS's upsell field). A pack is kept for life, so
 * it adds its prompts after the plan ends too, on top of the unpaid account's allowance: the buyer
 * paid for "50 more assistant prompts every day" (schemas/payments/entitlements.ts).
 */
export const dailyPromptLimit = (status: AccountStatus | null | undefined, packPrompts = 0): number =>
  (paysForAi(status) ? PAID_DAILY_PROMPTS : TRIAL_DAILY_PROMPTS) + Math.max(0, Math.floor(packPrompts))
