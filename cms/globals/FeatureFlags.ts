import type { GlobalConfig } from 'payload'
import { isStaff } from '../access/is-staff'
import { invalidatesContentGlobal } from '../hooks/content-changed'
import { flagAudiences, flagDefaults, flagKeys, flagPlatforms, flagRuleSchema } from '@schemas/flags/flags'

const audienceLabels = {
  visitor: 'Visitors (not signed in)',
  active: 'Active students',
  redemption: 'Students in redemption',
  other: 'Trial and other students',
}

/** The first problem of a row, named by its position as the admin shows it. */
function validateRules(rows: unknown): true | string {
  if (!Array.isArray(rows)) return true
  for (const [index, row] of rows.entries()) {
    const { key, platforms, audiences, variants } = (row ?? {}) as Record<string, unknown>
    const variantRows = Array.isArray(variants) ? variants.map((variant) => ({ value: variant?.value, weight: variant?.weight })) : variants
    const parsed = flagRuleSchema.safeParse({ key, platforms: platforms ?? [], audiences: audiences ?? [], variants: variantRows })
    if (!parsed.success)
      return `Rule ${index + 1}${typeof key === 'string' ? ` (${key})` : ''}: ${parsed.error.issues[0]?.message ?? 'invalid'}`
  }
  return true
}

/**
 * Feature flags (app/flags): rules on top of each flag's default, evaluated on the server per user.
 * Every save is kept as a version; read by staff only (the site reads it on the server), and saving
 * changes the content stamp, so the next request sees the edit.
 */
export const FeatureFlags: GlobalConfig = {
  slug: 'feature-flags',
  label: 'Feature flags',
  admin: {
    group: 'Settings',
    description: `Each flag has a default (${flagKeys.map((key) => `${key}: ${String(flagDefaults[key])}`).join('; ')}). payment_system, creator_landing_registration and landing_price_block default to Landing → Site settings. For each flag the first rule whose platforms and audiences match the user decides; its variants take that percentage of those users (the same user always gets the same variant), the rest keep the default.`,
  },
  access: { read: isStaff, update: isStaff },
  versions: { max: 200 },
  hooks: { afterChange: [invalidatesContentGlobal] },
  fields: [
    {
      name: 'rules',
      type: 'array',
      maxRows: 100,
      validate: validateRules,
      admin: { initCollapsed: false },
      fields: [
        { name: 'key', label: 'Flag', type: 'select', required: true, options: flagKeys.map((key) => ({ label: key, value: key })) },
        {
          type: 'row',
          fields: [
            {
              name: 'platforms',
              type: 'select',
              hasMany: true,
              options: flagPlatforms.map((value) => ({ label: value, value })),
              admin: { description: 'Empty: every platform.' },
            },
            {
              name: 'audiences',
              label: 'Who',
              type: 'select',
              hasMany: true,
              options: flagAudiences.map((value) => ({ label: audienceLabels[value], value })),
              admin: { description: 'Empty: everyone.' },
            },
          ],
        },
        {
          name: 'variants',
          type: 'array',
          required: true,
          minRows: 1,
          maxRows: 10,
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'value', type: 'text', required: true, admin: { description: 'e.g. wall, true, 14, ecommpay' } },
                {
                  name: 'weight',
                  label: 'Percent of these users',
                  type: 'number',
                  required: true,
                  min: 0,
                  max: 100,
                  defaultValue: 100,
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
