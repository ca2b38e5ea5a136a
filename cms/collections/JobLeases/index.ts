import type { CollectionConfig } from 'payload'
import { serverOnly } from '../../access/server-only'

/**
 * One row per background job that must not run in two processes at once (the analytics rollup):
 * a process takes the lease by moving `leaseUntil` forward only where it has passed — one atomic
 * conditional write — and the job keeps how far it got in `doneUntil`.
 */
export const JobLeases: CollectionConfig = {
  slug: 'job-leases',
  admin: { hidden: true },
  lockDocuments: false,
  access: { read: serverOnly, create: serverOnly, update: serverOnly, delete: serverOnly },
  fields: [
    { name: 'job', type: 'text', required: true, unique: true },
    { name: 'holder', type: 'text' },
    { name: 'leaseUntil', type: 'date', required: true },
    { name: 'doneUntil', type: 'date', admin: { description: 'Everything received up to this instant has been processed.' } },
  ],
}
