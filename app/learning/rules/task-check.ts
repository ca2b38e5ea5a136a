import { z } from 'zod'

/** What a student sends for each kind of task. */
export const quizAnswer = z.object({ selected: z.array(z.string().max(500)).min(1, 'Pick an answer.').max(20) })
export const blanksAnswer = z.object({ blanks: z.array(z.string().max(200)).min(1).max(20) })
export const textAnswer = z.object({ text: z.string().trim().min(1, 'Write your answer first.').max(10_000) })
export const taskAnswerSchema = z.union([quizAnswer, blanksAnswer, textAnswer])
export type TaskAnswer = z.infer<typeof taskAnswerSchema>

export type CheckableTask = {
  type: 'quiz' | 'fill-in-blanks' | 'essay' | 'prompt-evaluation'
  options?: { text: string }[] | null
  correctAnswers?: string[] | null
  blanks?: { answer: string; alternatives?: string[] | null }[] | null
}

const norm = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ')

/** A quiz is right when exactly the correct options are picked. */
export function quizIsCorrect(task: CheckableTask, selected: readonly string[]): boolean {
  const correct = new Set((task.correctAnswers ?? []).map(norm))
  const picked = new Set(selected.map(norm))
  return correct.size === picked.size && [...picked].every((answer) => correct.has(answer))
}

/** Each blank accepts its answer or an alternative, ignoring case and extra spaces. */
export function wrongBlanks(task: CheckableTask, given: readonly string[]): number[] {
  return (task.blanks ?? []).flatMap((blank, index) => {
    const accepted = [blank.answer, ...(blank.alternatives ?? [])].map(norm)
    return accepted.includes(norm(given[index] ?? '')) ? [] : [index]
  })
}

/**
 * Continue-after-wrong mode: wrong picks stay revealed as wrong; when one option is left and it is
 * the correct one, it is revealed as correct automatically.
 */
export function revealAfterWrong(task: CheckableTask, wrongSoFar: readonly string[]): { wrong: string[]; revealedCorrect: string | null } {
  const wrong = [...new Set(wrongSoFar)]
  const remaining = (task.options ?? []).map((option) => option.text).filter((text) => !wrong.includes(text))
  const last = remaining.length === 1 ? remaining[0]! : null
  return { wrong, revealedCorrect: last && quizIsCorrect(task, [last]) ? last : null }
}
