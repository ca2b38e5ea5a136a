import type { CollectionConfig } from 'payload'
import { isStaff } from '../../access/is-staff'
import { serverOnly } from '../../access/server-only'

/**
 * Funnel analytics added up per UTC hour and per UTC day × funnel × variant × source (× screen),
 * recomputed from funnel events by the rollup job (app/analytics/server/rollup-job.server.ts); a
 * report reads these rows, never raw events. A row without `screenId` holds the steps (visitors
 * started, reached email, paywall, checkout, purchase, revenue); source `*` adds up every source.
 * Only the job writes them; staff may read them.
 */
export const FunnelRollups: CollectionConfig = {
  slug: 'funnel-rollups',
  labels: { singular: 'Funnel rollup', plural: 'Funnel rollups' },
  admin: {
    group: 'Funnels',
    useAsTitle: 'period',
    defaultColumns: ['period', 'funnelId', 'variant', 'source', 'screenId', 'saw', 'started'],
    description: 'Computed from funnel events every few minutes; read-only.',
  },
  lockDocuments: false,
  access: { read: isStaff, create: serverOnly, update: serverOnly, delete: serverOnly },
  indexes: [{ fields: ['grain', 'period'] }, { fields: ['funnelId', 'grain', 'source', 'period'] }],
  fields: [
    { name: 'grain', type: 'select', required: true, options: ['hour', 'day'] },
    { name: 'period', type: 'text', required: true, admin: { description: 'UTC hour (2025-03-30T20) or day (2025-03-30).' } },
    { name: 'funnelId', type: 'text', required: true },
    { name: 'variant', type: 'text' },
    { name: 'source', type: 'text', required: true, admin: { description: '(none) without a source; * for all sources.' } },
    { name: 'screenId', type: 'text', admin: { description: 'Empty on the steps row.' } },
    { name: 'saw', type: 'number' },
    { name: 'wentOn', type: 'number' },
    { name: 'timeOnScreen', type: 'json', admin: { description: 'Sessions per log-time bucket (app/analytics/rules/time-histogram.ts).' } },
    { name: 'started', type: 'number' },
    { name: 'email', type: 'number' },
    { name: 'paywall', type: 'number' },
    { name: 'checkout', type: 'number' },
    { name: 'purchase', type: 'number' },
    { name: 'revenue', type: 'json', admin: { description: 'Minor units per currency.' } },
  ],
}
