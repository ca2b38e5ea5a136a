import type { CollectionConfig } from 'payload'
import { createThroughSite, ownThroughSite } from '../../access/own-through-site'
import { isAdmin } from '../../access/is-admin'
import { ownerField } from '../../fields/owner'
import { videoTaskStatuses } from '@schemas/ai/ai-tools'
import { changesStudentData } from '../../hooks/student-data-changed'

/**
 * Spec §3 Video task: a talking video a student asked the avatar-video service for (/ai-tools).
 * Written through the site only (app/ai-tools/server/video-tasks.server.ts, as the student); the
 * status endpoint answers only for the student's own video ids.
 */
export const VideoTasks: CollectionConfig = {
  slug: 'video-tasks',
  hooks: changesStudentData,
  labels: { singular: 'Video task', plural: 'Video tasks' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'status', 'student', 'createdAt'] },
  defaultSort: '-createdAt',
  access: { read: ownThroughSite, create: createThroughSite, update: ownThroughSite, delete: isAdmin },
  fields: [
    ownerField(),
    { name: 'videoId', type: 'text', required: true, unique: true, index: true },
    { name: 'title', type: 'text', required: true },
    { name: 'status', type: 'select', required: true, options: [...videoTaskStatuses], defaultValue: 'pending' },
    { name: 'videoUrl', type: 'text' },
    { name: 'thumbnail', type: 'text' },
    { name: 'error', type: 'text' },
  ],
}
