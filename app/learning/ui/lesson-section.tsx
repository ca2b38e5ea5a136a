import { useState } from 'react'
import type { TaskView } from '~/learning/server/task.server'
import { type Id, idKey, sameId } from '@schemas/id'
import { Card, Select } from '~/ui'
import type { LessonVideoSection } from '~/core/lesson-sections'
import { LessonVideo } from './lesson-video'
import { placeholderLabel } from '../rules/placeholder-label'
import { type StreakUpdate, TaskCard } from './task-card'

export type SectionView =
  | { kind: 'content'; html: string }
  | LessonVideoSection
  | { kind: 'inline-prompt'; prompt: string; placeholders: { name: string; options: string[] }[] }
  | { kind: 'tasks'; taskIds: Id[] }

export function LessonSection({
  section,
  tasks,
  onStreak,
  translate,
}: {
  section: SectionView
  tasks: TaskView[]
  onStreak: (update: StreakUpdate) => void
  /** `yes` where the page itself is not to be translated but lessons are (google_translate_disabled). */
  translate?: 'yes'
}) {
  switch (section.kind) {
    case 'content':
      // Rendered on the server from CMS markdown with raw HTML escaped (markdown.server.ts).
      return <div className="lesson-section" translate={translate} dangerouslySetInnerHTML={{ __html: section.html }} />
    case 'video':
      return <LessonVideo section={section} translate={translate} />
    case 'inline-prompt':
      return <InlinePrompt prompt={section.prompt} placeholders={section.placeholders} translate={translate} />
    case 'tasks':
      return (
        <div className="lesson-section" translate={translate}>
          {section.taskIds.map((id) => {
            const task = tasks.find((item) => sameId(item.id, id))
            return task ? <TaskCard key={idKey(id)} task={task} onStreak={onStreak} /> : null
          })}
        </div>
      )
  }
}

/** A prompt to try: pick a value for each {{placeholder}} (the first option is the default). */
function InlinePrompt({
  prompt,
  placeholders,
  translate,
}: {
  prompt: string
  placeholders: { name: string; options: string[] }[]
  translate?: 'yes'
}) {
  const [values, setValues] = useState(() => Object.fromEntries(placeholders.map((p) => [p.name, p.options[0] ?? ''])))
  const text = prompt.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? name)
  return (
    <Card as="div" className="lesson-section inline-prompt" translate={translate}>
      <h2>Try this prompt</h2>
      <div className="inline-prompt__choices">
        {placeholders.map((placeholder) => (
          <Select
            key={placeholder.name}
            label={placeholderLabel(placeholder.name)}
            options={placeholder.options.map((option) => ({ value: option, label: option }))}
            value={values[placeholder.name]}
            onValueChange={(value) => setValues((current) => ({ ...current, [placeholder.name]: value }))}
          />
        ))}
      </div>
      <blockquote className="inline-prompt__text">{text}</blockquote>
    </Card>
  )
}
