import type { Field } from 'payload'

/**
 * Long copy written in Markdown. A textarea rather than rich text: the apps receive lesson and page
 * bodies as plain strings (lessons join their sections with a marker), and Markdown survives that
 * round trip unchanged, where a rich-text tree would need converting on every read.
 */
export function markdownField(name: string, options: { required?: boolean; label?: string; description?: string } = {}): Field {
  return {
    name,
    type: 'textarea',
    required: options.required,
    label: options.label,
    admin: { rows: 14, description: options.description ?? 'Markdown: **bold**, _italic_, lists, [links](https://…).' },
  }
}
