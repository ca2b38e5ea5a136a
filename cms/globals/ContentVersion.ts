import type { GlobalConfig } from 'payload'
import { serverOnly } from '../access/server-only'

/**
 * A stamp that changes whenever content visitors see changes (cms/hooks/content-changed.ts). Every
 * site process keeps that content in memory and compares this stamp at most once a second, so an
 * edit made through any process is live everywhere within about a second.
 */
export const ContentVersion: GlobalConfig = {
  slug: 'content-version',
  admin: { hidden: true },
  access: { read: serverOnly, update: serverOnly },
  fields: [{ name: 'stamp', type: 'text', admin: { readOnly: true } }],
}
