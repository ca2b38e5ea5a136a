import type { CollectionConfig } from 'payload'
import { createThroughSite, ownThroughSite } from '../../access/own-through-site'
import { ownOrAdmin } from '../../access/own-or-admin'
import { ownerField } from '../../fields/owner'
import { changesStudentData } from '../../hooks/student-data-changed'

/**
 * A student's assistant conversation (the chat list on /assistant). Only its student reads it
 * (staff too, to follow up a message report); it is written only by the site's assistant
 * (app/assistant/server), which appends each question and answer with the lessons it cited.
 */
export const AssistantChats: CollectionConfig = {
  slug: 'assistant-chats',
  hooks: changesStudentData,
  labels: { singular: 'Assistant chat', plural: 'Assistant chats' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'student', 'model', 'updatedAt'] },
  defaultSort: '-updatedAt',
  access: { read: ownOrAdmin, create: createThroughSite, update: ownThroughSite, delete: ownThroughSite },
  fields: [
    ownerField(),
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    { name: 'model', type: 'text', required: true, maxLength: 100 },
    {
      name: 'messages',
      type: 'json',
      required: true,
      admin: { description: 'The conversation: role (user or assistant), content, citations (lessons the answer used), sentAt.' },
    },
  ],
}
