import type { CollectionConfig } from 'payload'
import { isContentStaff } from '../../access/is-content-staff'
import { serverOnly } from '../../access/server-only'

/**
 * Funnel analytics added up per UTC hour and per UTC day × funnel × variant × source, recomputed
 * from funnel events by the rollup job (app/analytics/server/rollup-job.server.ts); a report reads
 * these rows, never raw events. Each row holds the steps (visitors started, reached email,
 * paywall, checkout, purchase, revenue) and every screen's counts in one JSON object; source `*`
 * adds up every source. Only the job writes them; staff may read them.
 */
export const FunnelRollups: CollectionConfig = {
  slug: 'funnel-rollups',
  labels: { singular: 'Funnel rollup', plural: 'Funnel rollups' },
  admin: {
    useAsTitle: 'period',
    defaultColumns: ['period', 'funnelId', 'variant', 'source', 'started', 'purchase'],
    description: 'Computed from funnel events every few minutes; read-only.',
  },
  lockDocuments: false,
  access: { read: isContentStaff, create: serverOnly, update: serverOnly, delete: serverOnly },
  indexes: [{ fields: ['grain', 'period'] }, { fields: ['funnelId', 'grain', 'source', 'period'] }],
  fields: [
    { name: 'grain', type: 'select', required: true, options: ['hour', 'day'] },
    { name: 'period', type: 'text', required: true, admin: { description: 'UTC hour (2025-03-30T20) or day (2025-03-30).' } },
    { name: 'funnelId', type: 'text', required: true },
    { name: 'variant', type: 'text' },
    { name: 'source', type: 'text', required: true, admin: { description: '(none) without a source; * for all sources.' } },
    { name: 'started', type: 'number', required: true, admin: { description: 'Visitors whose first event fell in the period.' } },
    { name: 'email', type: 'number', required: true },
    { name: 'paywall', type: 'number', required: true },
    { name: 'checkout', type: 'number', required: true },
    { name: 'purchase', type: 'number', required: true },
    { name: 'revenue', type: 'json', required: true, admin: { description: 'Minor units per currency.' } },
    {
      name: 'screens',
      type: 'json',
      required: true,
      admin: {
        description:
          'Per screen id: saw, wentOn, and timeOnScreen as sessions per log-time bucket (app/analytics/rules/time-histogram.ts).',
      },
    },
  ],
}
