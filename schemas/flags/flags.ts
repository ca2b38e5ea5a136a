import { z } from 'zod'
import { paymentSystemSettings } from '../payments/payment-system'

/**
 * The feature flags (spec §4 "Feature flags and experiments"): the one list of their keys, the type
 * of each one's value and its default — what everyone gets until a marketer adds a rule in the
 * admin (Settings → Feature flags), and what a stored value that no longer parses falls back to.
 */
export const flagSchemas = {
  payment_system: z.enum(paymentSystemSettings),
  creator_landing_registration: z.enum(['funnel', 'payment_block_registration']),
  /** The landing's price blocks: the family, with or without the blocks that include a mentor. */
  landing_price_block: z.enum(['annual_access', 'annual_access_with_mentor', 'n_weeks_access', 'n_weeks_access_with_mentor']),
  lesson_navigation_mode: z.enum(['page', 'wall']),
  daily_task_widget_type: z.enum(['big', 'small']),
  new_tag_visibility_days: z.number().int().min(0).max(365),
  view_all_courses_button_visible: z.boolean(),
  certificate_enabled: z.boolean(),
  trustpilot_enabled: z.boolean(),
  google_translate_disabled: z.enum(['disable-all', 'no-fixes', 'enable-lessons', 'off']),
  lessons_map: z.boolean(),
  /** The personal plan flag of the home hero (spec §4 "Home hero block"): off → the course hero. */
  personal_plan_enabled: z.boolean(),
} as const

export type FlagKey = keyof typeof flagSchemas
export type Flags = { [K in FlagKey]: z.infer<(typeof flagSchemas)[K]> }
export const flagKeys = Object.keys(flagSchemas) as FlagKey[]
export const flagsSchema = z.object(flagSchemas)

export const flagDefaults: Flags = {
  payment_system: 'solidgate',
  creator_landing_registration: 'funnel',
  landing_price_block: 'annual_access_with_mentor',
  lesson_navigation_mode: 'page',
  daily_task_widget_type: 'big',
  new_tag_visibility_days: 14,
  view_all_courses_button_visible: true,
  certificate_enabled: true,
  trustpilot_enabled: false,
  google_translate_disabled: 'off',
  lessons_map: false,
  personal_plan_enabled: true,
}

/** Who a rule may target: the platform (launch context) and the student's status, or a visitor. */
export const flagPlatforms = ['web', 'android', 'ios'] as const
export const flagAudiences = ['visitor', 'active', 'redemption', 'other'] as const
export type FlagPlatform = (typeof flagPlatforms)[number]
export type FlagAudience = (typeof flagAudiences)[number]

/**
 * A variant's value as a marketer types it: the value itself (`wall`, `solidgate`) or its JSON
 * (`true`, `14`). Undefined when it is not a value of the flag.
 */
export function decodeFlagValue<K extends FlagKey>(key: K, raw: unknown): Flags[K] | undefined {
  const schema = flagSchemas[key]
  const direct = schema.safeParse(raw)
  if (direct.success) return direct.data as Flags[K]
  if (typeof raw !== 'string') return undefined
  try {
    const parsed = schema.safeParse(JSON.parse(raw.trim()))
    return parsed.success ? (parsed.data as Flags[K]) : undefined
  } catch {
    return undefined
  }
}

/** Rollout weights are percentages of the targeted users; the rest keep the default. */
export const flagVariantSchema = z.object({
  value: z.string().trim().min(1, 'A variant needs a value'),
  weight: z.number().min(0).max(100),
})

/**
 * One rule as stored: the first rule of a flag whose targeting matches a user decides (empty
 * targeting matches everyone); its variants split those users by percentage, stickily per user id.
 */
export const flagRuleSchema = z
  .object({
    key: z.enum(flagKeys as [FlagKey, ...FlagKey[]]),
    platforms: z.array(z.enum(flagPlatforms)).default([]),
    audiences: z.array(z.enum(flagAudiences)).default([]),
    variants: z.array(flagVariantSchema).min(1, 'A rule needs at least one variant').max(10),
  })
  .superRefine((rule, context) => {
    const total = rule.variants.reduce((sum, variant) => sum + variant.weight, 0)
    if (total > 100) context.addIssue({ code: 'custom', message: `The weights of ${rule.key} add up to ${total}%; at most 100%.` })
    rule.variants.forEach((variant, index) => {
      if (decodeFlagValue(rule.key, variant.value) === undefined)
        context.addIssue({ code: 'custom', path: ['variants', index, 'value'], message: flagValueHint(rule.key, variant.value) })
    })
  })

export type FlagRule = z.infer<typeof flagRuleSchema>

/** The message a marketer sees for a value the flag cannot take. */
export function flagValueHint(key: FlagKey, value: string): string {
  const schema = flagSchemas[key]
  const expected =
    schema instanceof z.ZodEnum
      ? `one of ${schema.options.join(', ')}`
      : schema instanceof z.ZodBoolean
        ? 'true or false'
        : 'a whole number of days from 0 to 365'
  return `"${value}" is not a value of ${key}: ${expected}.`
}
