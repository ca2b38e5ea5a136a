import type { GlobalConfig, Validate } from 'payload'
import { isContentStaff } from '../access/is-content-staff'
import { invalidatesContentGlobal } from '../hooks/content-changed'
import { defaultExperiment, experimentSaveSchema, experimentVariantSchema } from '@schemas/funnel/experiment'

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
  label: 'Experiment',
  admin: {
    description:
      'Visitors of the experiment link (/experiment) are sent to one of these funnels by its share, and keep it on later visits. A change applies to new visitors only.',
  },
  access: { read: isContentStaff, update: isContentStaff },
  versions: { max: 200 },
  hooks: { afterChange: [invalidatesContentGlobal] },
  fields: [
    { name: 'verdict', type: 'ui', admin: { components: { Field: '/admin/experiment/ExperimentVerdict#ExperimentVerdict' } } },
    {
      name: 'variants',
      label: 'Funnels in the test',
      labels: { singular: 'Funnel', plural: 'Funnels' },
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 20,
      defaultValue: defaultExperiment.variants,
      admin: { initCollapsed: false, isSortable: false, components: { RowLabel: '/admin/experiment/VariantRowLabel#VariantRowLabel' } },
      validate: (rows: unknown) =>
        firstIssue(
          experimentSaveSchema.safeParse({
            variants: Array.isArray(rows)
              ? rows.map(({ funnelId, weight, paused }) => ({ funnelId, weight, paused: paused ?? false }))
              : rows,
          }),
        ),
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'funnelId',
              label: 'Funnel',
              type: 'text',
              required: true,
              validate: knownFunnel,
              admin: { width: '50%', components: { Field: '/admin/experiment/FunnelPicker#FunnelPicker' } },
            },
            {
              name: 'weight',
              label: 'Share of new visitors (%)',
              type: 'number',
              required: true,
              min: 0,
              max: 100,
              admin: { width: '20%', step: 1 },
            },
            {
              name: 'paused',
              label: 'Paused',
              type: 'checkbox',
              defaultValue: false,
              admin: { width: '25%', description: 'No new visitors; it keeps its share for when you resume it.' },
            },
          ],
        },
        { name: 'standing', type: 'ui', admin: { components: { Field: '/admin/experiment/VariantStanding#VariantStanding' } } },
      ],
    },
    { name: 'shareTotal', type: 'ui', admin: { components: { Field: '/admin/experiment/ShareTotal#ShareTotal' } } },
  ],
}
