import type { Rubric } from '@schemas/ai'

export type RubricFields = {
  instructions: string
  criteria?: string[] | null
  kind?: 'prompt-evaluation' | 'essay' | null
  minLength?: number | null
}

/** A daily task's stored items as the judge's rubric. */
export function rubricOfDailyTask(task: RubricFields): Rubric {
  return {
    question: task.instructions,
    kind: task.kind ?? 'prompt-evaluation',
    criteria: (task.criteria ?? []).filter((item) => item.trim() !== ''),
    minLength: task.minLength ?? 0,
  }
}
