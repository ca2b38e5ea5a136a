import type { Block } from 'payload'
import { markdownField } from '../../fields/markdown'
import { checkPlaceholders } from './inline-prompt'

const content: Block = {
  slug: 'content',
  interfaceName: 'LessonContentSection',
  labels: { singular: 'Content', plural: 'Content' },
  fields: [markdownField('body', { required: true, label: 'Text' })],
}

const video: Block = {
  slug: 'video',
  interfaceName: 'LessonVideoSection',
  labels: { singular: 'Video', plural: 'Videos' },
  fields: [
    {
      name: 'url',
      type: 'text',
      required: true,
      validate: (value: string | null | undefined) => /^https:\/\/\S+$/.test(value ?? '') || 'Paste the https:// address of the video.',
    },
    { name: 'title', type: 'text', required: true },
    {
      name: 'poster',
      type: 'text',
      validate: (value: string | null | undefined) => !value || /^https:\/\/\S+$/.test(value) || 'Paste the https:// address of the image.',
      admin: { description: 'The picture shown before the video plays (https:// address of an image).' },
    },
    {
      name: 'captions',
      type: 'text',
      validate: (value: string | null | undefined) =>
        !value || /^https:\/\/\S+\.vtt(\?\S*)?$/.test(value) || 'Paste the https:// address of a .vtt captions file.',
      admin: { description: 'English captions: the https:// address of a WebVTT (.vtt) file.' },
    },
  ],
}

const inlinePrompt: Block = {
  slug: 'inline-prompt',
  interfaceName: 'LessonInlinePromptSection',
  labels: { singular: 'Inline prompt', plural: 'Inline prompts' },
  fields: [
    {
      name: 'prompt',
      type: 'textarea',
      required: true,
      admin: { description: 'The prompt students try. Write {{name}} where they pick a value, e.g. "Write in a {{tone}} tone".' },
    },
    {
      name: 'placeholders',
      type: 'array',
      admin: { initCollapsed: false },
      validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
        checkPlaceholders(siblingData.prompt as string, value as Parameters<typeof checkPlaceholders>[1]),
      fields: [
        { name: 'name', type: 'text', required: true, admin: { description: 'As written in the prompt, without braces.' } },
        {
          name: 'options',
          type: 'text',
          hasMany: true,
          required: true,
          admin: { description: 'The first option is the default.' },
        },
      ],
    },
  ],
}

const tasks: Block = {
  slug: 'tasks',
  interfaceName: 'LessonTasksSection',
  labels: { singular: 'Tasks', plural: 'Tasks' },
  fields: [
    {
      name: 'tasks',
      type: 'relationship',
      relationTo: 'tasks',
      hasMany: true,
      required: true,
      // Only this lesson's tasks; create the tasks (Learning → Tasks) after saving the lesson once.
      filterOptions: ({ id }) => (id ? { lesson: { equals: id } } : false),
    },
  ],
}

/** The four kinds of lesson section, in the order students see them. */
export const lessonSections: Block[] = [content, video, inlinePrompt, tasks]
