import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'
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
 * stored once. The server adds who sent it (bots and staff previews are kept but never reported)
 * and where the visit came from. Written in bulk by app/analytics/server/event-sink.server.ts, past
 * Payload's hooks: add none here.
 */
export const FunnelEvents: CollectionConfig = {
  slug: 'funnel-events',
  labels: { singular: 'Funnel event', plural: 'Funnel events' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'funnelId', 'variant', 'screenId', 'occurredAt'],
  },
  defaultSort: '-occurredAt',
  access: { read: isAdmin, create: serverOnly, update: serverOnly, delete: isAdmin },
  fields: [
    { name: 'eventId', type: 'text', required: true, unique: true },
    { name: 'name', type: 'select', required: true, index: true, options: [...funnelEventNames] },
    { name: 'visitorId', type: 'text', required: true, index: true },
    { name: 'funnelId', type: 'text', required: true, index: true },
    { name: 'variant', type: 'text', index: true },
    { name: 'screenId', type: 'text' },
    { name: 'screenIndex', type: 'number' },
    { name: 'screenType', type: 'text' },
    { name: 'occurredAt', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'traffic',
      type: 'select',
      required: true,
      defaultValue: 'visitor',
      // The Traffic kinds of app/analytics/rules/traffic.ts (the sink's types fail to compile if they part).
      options: ['visitor', 'bot', 'preview'],
      admin: { description: 'Decided by the server: bots (User-Agent) and staff previews are left out of reports.' },
    },
    { name: 'source', type: 'text', admin: { description: 'utm_source (or the network of a click id) of the page that sent it.' } },
    {
      name: 'landingVariant',
      type: 'select',
      options: ['v1', 'v2', 'none'],
      admin: { description: 'The landing page the visit started from.' },
    },
    { name: 'attribution', type: 'json', admin: { description: 'The ad parameters (utm_*, click ids) of the page that sent it.' } },
  ],
}
