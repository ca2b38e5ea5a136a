import { contentPreview } from '../../admin/content-preview/content-preview'
import type { CollectionConfig } from 'payload'
import { isContentStaff } from '../../access/is-content-staff'
import { invalidatesContent } from '../../hooks/content-changed'
import { refuseDeleteWhileReferenced } from '../../hooks/refuse-delete-while-referenced'
import { joinSections, type LessonSection, sectionMarker } from './content'
import { updateCourseTotalsAfterChange, updateCourseTotalsAfterDelete } from './hooks/updateCourseTotals'
import { lessonSections } from './sections'

/** One lesson of a topic: sections of text, video, prompts to try and tasks. Staff-only API, like topics. */
export const Lessons: CollectionConfig = {
  slug: 'lessons',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'topic', 'number'], ...contentPreview('lessons') },
  defaultSort: 'number',
  access: { read: isContentStaff, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  hooks: {
    afterChange: [updateCourseTotalsAfterChange, ...invalidatesContent.afterChange],
    beforeDelete: [refuseDeleteWhileReferenced('tasks', 'lesson', 'tasks')],
    afterDelete: [updateCourseTotalsAfterDelete, ...invalidatesContent.afterDelete],
  },
  fields: [
    { name: 'topic', type: 'relationship', relationTo: 'topics', required: true, index: true },
    {
      name: 'number',
      type: 'number',
      required: true,
      min: 1,
      index: true,
      admin: { description: 'Position within the topic, from 1.' },
    },
    { name: 'title', type: 'text', required: true },
    { name: 'sections', type: 'blocks', minRows: 1, blocks: lessonSections },
    {
      name: 'content',
      type: 'textarea',
      virtual: true,
      admin: {
        readOnly: true,
        description: `What the apps receive: the sections joined by ${sectionMarker}. Edit the sections above.`,
      },
      hooks: {
        afterRead: [({ siblingData }) => joinSections(siblingData?.sections as LessonSection[] | undefined)],
      },
    },
  ],
}
