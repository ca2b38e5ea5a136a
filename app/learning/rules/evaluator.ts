/**
 * Scores essay and prompt-evaluation answers. The default is the deterministic rubric stored with
 * the task, so the app works offline and in tests; an AI evaluator (a later issue) implements the
 * same interface and is chosen in app/learning/server/task.server.ts.
 */
export type EvaluatedTask = { question: string; rubric?: { requiredPoints?: string[] | null; minLength?: number | null } | null }
export type Evaluation = { passed: boolean; feedback: string }
export interface Evaluator {
  evaluate(task: EvaluatedTask, answer: string): Promise<Evaluation>
}

const stopWords = new Set([
  'the',
  'and',
  'for',
  'with',
  'that',
  'this',
  'from',
  'your',
  'their',
  'about',
  'into',
  'what',
  'which',
  'them',
  'they',
  'users',
  'user',
  'gives',
  'states',
  'sets',
])

/** The meaningful words of a rubric point, cut to a stem so "describes" matches "description". */
export function keyStems(point: string): string[] {
  return point
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 4 && !stopWords.has(word))
    .map((word) => word.slice(0, 5))
}

/** A point counts as covered when the answer uses one of its key words (or a word of the same stem). */
export function coversPoint(answer: string, point: string): boolean {
  const stems = keyStems(point)
  if (stems.length === 0) return true
  const words = answer
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .map((word) => word.slice(0, 5))
  return stems.some((stem) => words.includes(stem))
}

export const rubricEvaluator: Evaluator = {
  async evaluate(task, answer) {
    const text = answer.trim()
    const minLength = task.rubric?.minLength ?? 0
    if (text.length < minLength) {
      return { passed: false, feedback: `Write a little more: at least ${minLength} characters (you have ${text.length}).` }
    }
    const missing = (task.rubric?.requiredPoints ?? []).filter((point) => !coversPoint(text, point))
    if (missing.length > 0) return { passed: false, feedback: `Good start. Also cover: ${missing.join('; ')}.` }
    return { passed: true, feedback: 'Well done — your answer covers every point.' }
  },
}
