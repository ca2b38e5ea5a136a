import type { CollectionConfig } from 'payload'
import { isContentStaff } from '../../access/is-content-staff'
import { orderField } from '../../fields/order'
import { invalidatesContent } from '../../hooks/content-changed'
import { refuseDeleteWhileReferenced } from '../../hooks/refuse-delete-while-referenced'
import { updateCourseTotalsAfterChange, updateCourseTotalsAfterDelete } from './hooks/updateCourseTotals'

/**
 * A course's chapters (a challenge's weeks). Students reach topics and lessons only through the
 * site, which checks their subscription, so the API shows them to staff alone.
 */
export const Topics: CollectionConfig = {
  slug: 'topics',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'course', 'order', 'availableInTrial'] },
  defaultSort: 'order',
  access: { read: isContentStaff, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  hooks: {
    afterChange: [updateCourseTotalsAfterChange, ...invalidatesContent.afterChange],
    beforeDelete: [refuseDeleteWhileReferenced('lessons', 'topic', 'lessons')],
    afterDelete: [updateCourseTotalsAfterDelete, ...invalidatesContent.afterDelete],
  },
  fields: [
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true },
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    orderField(),
    {
      name: 'availableInTrial',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Trial students on the apps see only these topics.' },
    },
  ],
}
