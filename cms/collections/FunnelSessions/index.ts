import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'
import { serverOnly } from '../../access/server-only'
import { changesStudentData } from '../../hooks/student-data-changed'

/**
 * A visitor's progress through one funnel, saved as they go so nothing is lost on a reload or a
 * lost phone, and so sign-up can attach the answers later. Owned by an HttpOnly cookie; the site
 * writes it after checking that cookie. Staff read it in the admin; anonymous REST sees nothing.
 */
export const FunnelSessions: CollectionConfig = {
  slug: 'funnel-sessions',
  hooks: changesStudentData,
  labels: { singular: 'Funnel session', plural: 'Funnel sessions' },
  admin: {
    useAsTitle: 'funnelId',
    defaultColumns: ['funnelId', 'variant', 'email', 'completedAt', 'updatedAt'],
  },
  access: { read: isAdmin, create: serverOnly, update: serverOnly, delete: isAdmin },
  fields: [
    { name: 'visitorId', type: 'text', required: true, index: true, admin: { description: 'The user_uuid cookie.' } },
    { name: 'funnelId', type: 'text', required: true, index: true },
    { name: 'variant', type: 'text', admin: { description: 'The /experiment variant the visitor was given, if any.' } },
    { name: 'funnelVersion', type: 'number', required: true },
    {
      name: 'state',
      type: 'json',
      required: true,
      admin: { description: 'The engine’s saved progress (screen, history, answers, drafts).' },
    },
    { name: 'answers', type: 'json', admin: { description: 'One entry per answered step: step, question, data.' } },
    // Text, not Payload's email type: the funnel engine already normalised and checked the address.
    { name: 'email', type: 'text', index: true },
    { name: 'name', type: 'text' },
    { name: 'consent', type: 'checkbox', admin: { description: 'Agreed to tips and updates by email.' } },
    { name: 'completedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'landingVariant',
      type: 'select',
      options: ['v1', 'v2', 'none'],
      defaultValue: 'none',
      index: true,
      admin: { description: 'The landing page the visitor started from (/landing-v1, /landing-v2 or another).' },
    },
    {
      name: 'attribution',
      type: 'json',
      admin: { description: 'The query string of the page that started the session (ad parameters).' },
    },
    {
      name: 'student',
      type: 'relationship',
      relationTo: 'students',
      index: true,
      admin: { description: 'The account this visitor created after the funnel, if any.' },
    },
  ],
}
