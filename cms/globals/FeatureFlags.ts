import type { GlobalConfig } from 'payload'
import { isContentStaff } from '../access/is-content-staff'
import { invalidatesContentGlobal } from '../hooks/content-changed'
import { type FlagKey, flagAudiences, flagKeys, flagPlatforms, flagRuleSchema } from '@schemas/flags/flags'
import { flagLabels, flagOptions, flagSummary, flagValueChoices, platformLabels } from './feature-flag-labels'

const audienceLabels = {
  visitor: 'Visitors (not signed in)',
  active: 'Active students',
  redemption: 'Students in redemption',
  other: 'Trial and other students',
}

const getIn = (value: unknown, path: PropertyKey[]): unknown =>
  path.reduce<unknown>((at, step) => (at as Record<PropertyKey, unknown> | undefined)?.[step], value)

/** The first problem of a row, named by its position as the admin shows it. */
function validateRules(rows: unknown): true | string {
  if (!Array.isArray(rows)) return true
  for (const [index, row] of rows.entries()) {
    const { key, platforms, audiences, variants } = (row ?? {}) as Record<string, unknown>
    const variantRows = Array.isArray(variants) ? variants.map((variant) => ({ value: variant?.value, weight: variant?.weight })) : variants
    const parsed = flagRuleSchema.safeParse({ key, platforms: platforms ?? [], audiences: audiences ?? [], variants: variantRows })
    if (parsed.success) continue
    const known = flagKeys.includes(key as FlagKey) ? (key as FlagKey) : null
    const issue = parsed.error.issues[0]
    if (!known) return `Rule ${index + 1}: ${issue?.message ?? 'invalid'}`
    // Marketers read the flag's label and its values in words, not the schema's key.
    const message =
      issue?.path.at(-1) === 'value'
        ? `"${String(getIn(variantRows, issue.path.slice(1)))}" is not one of its values: ${flagValueChoices(known)}.`
        : (issue?.message ?? 'invalid').split(known).join(flagLabels[known])
    return `Rule ${index + 1} (${flagLabels[known]}): ${message}`
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
    description: `For each flag the first rule whose platforms and audiences match the user decides; its variants take that percentage of those users (the same user always gets the same variant), the rest keep the default. Card payments provider, Creator landing sign-up and Landing price blocks take their default from Landing → Site settings. The flags, the values to type and their defaults — ${flagKeys.map(flagSummary).join(' ')}`,
  },
  access: { read: isContentStaff, update: isContentStaff },
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
        { name: 'key', label: 'Flag', type: 'select', required: true, options: flagOptions },
        {
          type: 'row',
          fields: [
            {
              name: 'platforms',
              type: 'select',
              hasMany: true,
              options: flagPlatforms.map((value) => ({ label: platformLabels[value], value })),
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
                {
                  name: 'value',
                  type: 'text',
                  required: true,
                  admin: { description: 'As listed for the flag at the top of this page, e.g. wall, true, 14, ecommpay.' },
                },
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
