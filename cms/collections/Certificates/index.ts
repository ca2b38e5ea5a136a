import type { CollectionConfig } from 'payload'
import { createThroughSite } from '../../access/own-through-site'
import { isAdmin } from '../../access/is-admin'
import { nobody } from '../../access/nobody'
import { supportOrThroughSite } from '../../access/support-or-through-site'
import { ownerField } from '../../fields/owner'
import { assignPublicId } from './hooks/assignPublicId'
import { changesStudentData } from '../../hooks/student-data-changed'

/**
 * One certificate per student and course, issued when the course (or challenge) completes. The
 * names, course name and length are copied at issue time, so the public page and its image never
 * change; the page is found only by `publicId` (random, 128 bits), never by the row id.
 */
export const Certificates: CollectionConfig = {
  slug: 'certificates',
  hooks: changesStudentData,
  admin: { useAsTitle: 'courseName', defaultColumns: ['courseName', 'firstName', 'lastName', 'issuedAt'] },
  defaultSort: '-issuedAt',
  access: { read: supportOrThroughSite, create: createThroughSite, update: isAdmin, delete: isAdmin },
  indexes: [{ fields: ['student', 'course'], unique: true }],
  fields: [
    {
      name: 'publicId',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      access: { update: nobody },
      admin: { readOnly: true, description: 'The id in the public address /certificate/{id}.' },
      hooks: { beforeValidate: [assignPublicId] },
    },
    ownerField(),
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true },
    { name: 'firstName', type: 'text', required: true },
    { name: 'lastName', type: 'text' },
    { name: 'courseName', type: 'text', required: true },
    { name: 'courseLength', type: 'text', required: true, admin: { description: 'e.g. "28 days" or "12 lessons".' } },
    { name: 'issuedAt', type: 'date', required: true },
  ],
}
