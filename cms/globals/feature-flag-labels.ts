import { type FlagKey, type FlagPlatform, flagDefaults, flagKeys, flagSchemas } from '@schemas/flags/flags'
import { z } from 'zod'

/**
 * What marketers read in Settings → Feature flags: each flag and each value in words. The stored
 * keys and values stay the spec's (`lesson_navigation_mode`, `wall`): the site, the apps' API and
 * every saved rule use them, so only their labels live here.
 */
export const flagLabels: Record<FlagKey, string> = {
  payment_system: 'Card payments provider',
  creator_landing_registration: 'Creator landing: where sign-up happens',
  landing_price_block: 'Landing price blocks',
  lesson_navigation_mode: 'Lesson layout',
  daily_task_widget_type: 'Daily task card size on Home',
  new_tag_visibility_days: 'Days a course shows the “New” tag',
  view_all_courses_button_visible: '“View all courses” button on Home',
  certificate_enabled: 'Certificates',
  trustpilot_enabled: 'Trustpilot reviews',
  google_translate_disabled: 'Browser translation of the app',
  lessons_map: 'Lessons map',
  personal_plan_enabled: 'Personal plan on Home',
}

/** The values a marketer types, each with what it does; yes/no flags take true or false. */
const valueLabels: Partial<Record<FlagKey, Record<string, string>>> = {
  payment_system: { solidgate: 'Solidgate', ecommpay: 'Ecommpay', none: 'no card checkout on the site' },
  creator_landing_registration: { funnel: 'through the quiz funnel', payment_block_registration: 'in the price block' },
  landing_price_block: {
    annual_access: 'yearly access',
    annual_access_with_mentor: 'yearly access, also with a mentor',
    n_weeks_access: 'access by weeks',
    n_weeks_access_with_mentor: 'access by weeks, also with a mentor',
  },
  lesson_navigation_mode: { page: 'one part at a time', wall: 'all parts on one page' },
  daily_task_widget_type: { big: 'large card', small: 'small card' },
  google_translate_disabled: {
    off: 'translation allowed, with the fix that keeps pages working',
    'no-fixes': 'translation allowed, without that fix',
    'enable-lessons': 'only lessons may be translated',
    'disable-all': 'no translation at all',
  },
}

export const platformLabels: Record<FlagPlatform, string> = { web: 'Website', android: 'Android app', ios: 'iPhone app' }

/** The values a flag takes, in words: "wall (all parts on one page)", "true or false", "0 to 365". */
export function flagValueChoices(key: FlagKey): string {
  const schema = flagSchemas[key]
  if (schema instanceof z.ZodBoolean) return 'true (on) or false (off)'
  if (!(schema instanceof z.ZodEnum)) return 'a whole number of days from 0 to 365'
  const words = valueLabels[key] ?? {}
  return (schema.options as string[]).map((value) => (words[value] ? `${value} (${words[value]})` : value)).join(', ')
}

/** "Lesson layout: page (one part at a time), wall (all parts on one page); default page." */
export function flagSummary(key: FlagKey): string {
  return `${flagLabels[key]}: ${flagValueChoices(key)}; default ${String(flagDefaults[key])}.`
}

export const flagOptions = flagKeys.map((key) => ({ label: flagLabels[key], value: key }))
