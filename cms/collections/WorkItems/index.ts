import type { CollectionConfig } from 'payload'
import { serverOnly } from '../../access/server-only'

/** due → done (a one-off that finished) | failed (its tries used up). A recurring item stays due. */
export const workStatuses = ['due', 'done', 'failed'] as const

/**
 * Background work that must run once, in whichever process claims it first (app/core/work/):
 * the recurring jobs (mail, renewals, the payments sweep, the analytics rollup) and one-off
 * items. A process claims a due item with one conditional UPDATE that moves `claimedUntil`
 * forward only where it has passed, so of several processes exactly one runs it, and a
 * claimer that died loses the item when its lease runs out (decision 031).
 */
export const WorkItems: CollectionConfig = {
  slug: 'work-items',
  admin: { hidden: true },
  lockDocuments: false,
  access: { read: serverOnly, create: serverOnly, update: serverOnly, delete: serverOnly },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'task', type: 'text', required: true },
    { name: 'input', type: 'json' },
    { name: 'everyMs', type: 'number', admin: { description: 'A recurring item runs again this long after each run.' } },
    { name: 'status', type: 'select', options: [...workStatuses], defaultValue: 'due', required: true, index: true },
    { name: 'runAt', type: 'date', required: true, index: true },
    { name: 'claimedUntil', type: 'date' },
    { name: 'claimedBy', type: 'text' },
    { name: 'attempts', type: 'number', defaultValue: 0 },
    { name: 'lastError', type: 'text' },
  ],
}
