import type { GlobalConfig, Validate } from 'payload'
import { isContentStaff } from '../access/is-content-staff'
import { invalidatesContentGlobal } from '../hooks/content-changed'
import { defaultExperiment, experimentSchema, experimentVariantSchema } from '@schemas/funnel/experiment'

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success || (result.error?.issues[0]?.message ?? 'Invalid')

const knownFunnel: Validate<string | null | undefined> = async (value, { req }) => {
  const shape = firstIssue(experimentVariantSchema.shape.funnelId.safeParse(value))
  if (shape !== true) return shape
  const found = await req.payload.count({ collection: 'funnels', where: { funnelId: { equals: value } }, req, overrideAccess: true })
  return found.totalDocs > 0 || `There is no funnel "${value}".`
}

/**
 * The split test `/experiment` runs: its funnels and their weights (schemas/funnel/experiment.ts).
 * Every save is kept as a version, so a report can split its numbers at the moment weights changed.
 * Read by staff only: the site reads it on the server.
 */
export const Experiment: GlobalConfig = {
  slug: 'experiment',
  label: 'Experiment (/experiment)',
  admin: {
    group: 'Funnels & experiments',
    description:
      'Visitors of /experiment are sent to one of these funnels, drawn by weight, and keep it on later visits. A change applies to new visitors; weight 0 pauses a funnel for new visitors.',
  },
  access: { read: isContentStaff, update: isContentStaff },
  versions: { max: 200 },
  hooks: { afterChange: [invalidatesContentGlobal] },
  fields: [
    {
      name: 'variants',
      label: 'Funnels in the test',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 20,
      defaultValue: defaultExperiment.variants,
      validate: (rows: unknown) =>
        firstIssue(
          experimentSchema.safeParse({ variants: Array.isArray(rows) ? rows.map(({ funnelId, weight }) => ({ funnelId, weight })) : rows }),
        ),
      fields: [
        { name: 'funnelId', label: 'Funnel id', type: 'text', required: true, validate: knownFunnel },
        { name: 'weight', type: 'number', required: true, min: 0, admin: { description: 'Relative share of new visitors; 0 pauses.' } },
      ],
    },
  ],
}
