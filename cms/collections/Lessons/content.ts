import type { Id } from '@schemas/id'

/**
 * The apps receive a lesson as one string: its sections joined by the marker. A content section is
 * its Markdown; the other kinds are a fenced block named after the section type holding their
 * settings as JSON, so a client splits on the marker and reads each part without guessing.
 */
export const sectionMarker = '[========]'

type Placeholder = { name: string; options?: string[] | null }

export type LessonSection =
  | { blockType: 'content'; body: string }
  | { blockType: 'video'; url: string; title: string }
  | { blockType: 'inline-prompt'; prompt: string; placeholders?: Placeholder[] | null }
  | { blockType: 'tasks'; tasks?: Array<Id | { id: Id }> | null }

function fenced(kind: string, settings: unknown): string {
  return `\`\`\`${kind}\n${JSON.stringify(settings)}\n\`\`\``
}

export function sectionText(section: LessonSection): string {
  switch (section.blockType) {
    case 'content':
      return section.body.trim()
    case 'video':
      return fenced('video', { url: section.url, title: section.title })
    case 'inline-prompt':
      return fenced('inline-prompt', {
        prompt: section.prompt,
        placeholders: (section.placeholders ?? []).map(({ name, options }) => ({ name, options: options ?? [] })),
      })
    case 'tasks':
      return fenced('tasks', { taskIds: (section.tasks ?? []).map((task) => (typeof task === 'object' ? task.id : task)) })
  }
}

export function joinSections(sections: readonly LessonSection[] | null | undefined): string {
  return (sections ?? []).map(sectionText).join(`\n${sectionMarker}\n`)
}
