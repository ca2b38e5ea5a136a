import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'
import { isStaff } from '../../access/is-staff'
import { serverOnly } from '../../access/server-only'

export const funnelEventNames = [
  'funnel.started',
  'screen.presented',
  'funnel.completed',
  'registration.presented',
  'paywall.presented',
] as const

/**
 * What visitors did in the funnels, as the browser reported it in batches. `eventId` is generated
 * by the browser and unique here, so a batch sent twice (a retry, a beacon after a fetch) is
 * stored once.
 */
export const FunnelEvents: CollectionConfig = {
  slug: 'funnel-events',
  labels: { singular: 'Funnel event', plural: 'Funnel events' },
  admin: {
    group: 'Funnels',
    useAsTitle: 'name',
    defaultColumns: ['name', 'funnelId', 'variant', 'screenId', 'occurredAt'],
  },
  defaultSort: '-occurredAt',
  access: { read: isStaff, create: serverOnly, update: serverOnly, delete: isAdmin },
  fields: [
    { name: 'eventId', type: 'text', required: true, unique: true },
    { name: 'name', type: 'select', required: true, index: true, options: [...funnelEventNames] },
    { name: 'visitorId', type: 'text', required: true, index: true },
    { name: 'funnelId', type: 'text', required: true, index: true },
    { name: 'variant', type: 'text', index: true },
    { name: 'screenId', type: 'text' },
    { name: 'screenIndex', type: 'number' },
    { name: 'screenType', type: 'text' },
    { name: 'occurredAt', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
