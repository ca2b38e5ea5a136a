import type { CollectionConfig } from 'payload'
import { serverOnly } from '../../access/server-only'

/**
 * What the development simulators (dev/simulators/) remember — payment orders, saved cards, video
 * renders — kept in the database rather than one process's memory, so a card saved through one
 * process is charged by another (issue #48). `ref` is `<table>:<key>`; `data` the simulator's record.
 * Development equipment: nothing of the product reads it.
 */
export const SimulatorRecords: CollectionConfig = {
  slug: 'simulator-records',
  admin: { hidden: true },
  lockDocuments: false,
  access: { read: serverOnly, create: serverOnly, update: serverOnly, delete: serverOnly },
  fields: [
    { name: 'ref', type: 'text', required: true, unique: true },
    { name: 'table', type: 'text', required: true, index: true },
    { name: 'data', type: 'json', required: true },
  ],
}
