/** Checks that depend on the task type; each returns true or one message for the admin. */

export const taskTypes = [
  { value: 'fill-in-blanks', label: 'Fill in the blanks', id: 1 },
  { value: 'quiz', label: 'Quiz', id: 2 },
  { value: 'essay', label: 'Essay', id: 3 },
  { value: 'prompt-evaluation', label: 'Prompt evaluation', id: 4 },
] as const
export type TaskType = (typeof taskTypes)[number]['value']

/** The spec's task_type_id (1 fill in blanks, 2 quiz, 3 essay, 4 prompt evaluation). */
export function taskTypeId(type: string | null | undefined): number | null {
  return taskTypes.find((taskType) => taskType.value === type)?.id ?? null
}

export const blankMarker = '___'

type TaskData = {
  type?: string | null
  question?: string | null
  options?: { text?: string | null }[] | null
  rubric?: { requiredPoints?: string[] | null } | null
}

export function countBlanks(question: string | null | undefined): number {
  return (question ?? '').split(blankMarker).length - 1
}

export function checkOptions(options: TaskData['options'], task: TaskData): true | string {
  if (task.type !== 'quiz') return true
  return (options?.length ?? 0) >= 2 || 'A quiz needs at least two options.'
}

export function checkCorrectAnswers(answers: string[] | null | undefined, task: TaskData): true | string {
  if (task.type !== 'quiz') return true
  if (!answers?.length) return 'Name the correct option (or options).'
  const texts = (task.options ?? []).map((option) => option.text?.trim())
  const unknown = answers.filter((answer) => !texts.includes(answer.trim()))
  return unknown.length === 0 || `Not among the options: ${unknown.map((answer) => `"${answer}"`).join(', ')}.`
}

export function checkBlanks(blanks: unknown[] | null | undefined, task: TaskData): true | string {
  if (task.type !== 'fill-in-blanks') return true
  const expected = countBlanks(task.question)
  if (expected === 0) return `Mark each blank in the question with ${blankMarker}.`
  const given = blanks?.length ?? 0
  return given === expected || `The question has ${expected} blank(s) but ${given} answer(s) are listed.`
}

export function checkRequiredPoints(points: string[] | null | undefined, task: TaskData): true | string {
  if (task.type !== 'essay' && task.type !== 'prompt-evaluation') return true
  return (points?.length ?? 0) > 0 || 'List at least one point a good answer must cover.'
}
