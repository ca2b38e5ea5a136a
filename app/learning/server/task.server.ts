import type { Task, TaskEnrolment } from '@cms/payload-types'
import type { TrialViewer } from '~/core/trial'
import { openTask, openTasks } from './trial-access.server'
import { type Evaluator, paysForAi } from '~/ai'
import { judgeEvaluator, rubricEvaluator } from '~/ai/index.server'
import {
  blanksAnswer,
  quizAnswer,
  quizIsCorrect,
  revealAfterWrong,
  taskAnswerSchema,
  textAnswer,
  wrongBlanks,
} from '~/learning/rules/task-check'
import { countBlanks, taskTypeId } from '@cms/collections/Tasks/validate'
import { getTasks, idOf } from './catalogue.server'
import { ensureEnrolment, listEnrolments, updateEnrolment } from './enrolment.server'
import { problem } from '../../core/problem'
import type { SessionStudent } from '../../core/session.server'
import { noRequestContext, type RequestContext } from '../../core/request-context.server'
import { studentData } from '../../core/student-data.server'
import { recordActivity } from './streak.server'
import { type Id, idKey } from '@schemas/id'

/** Essays and prompt evaluations: the AI provider's judge (a model, or offline the rubric grader). */
export let evaluator: Evaluator = judgeEvaluator
export function setEvaluator(next: Evaluator) {
  evaluator = next
}

type Stored = { selected?: string[]; blanks?: string[]; text?: string; wrong?: string[] } | null

/** What a student sees of a task: never the correct answers until they are revealed. */
export function taskView(task: Task, enrolment: TaskEnrolment | undefined) {
  const answer = (enrolment?.answer ?? null) as Stored
  const reveal = task.type === 'quiz' ? revealAfterWrong(task as never, answer?.wrong ?? []) : null
  // The task's own example and comparison are shown once the student has answered, never before.
  const answered = Boolean(answer?.text?.trim()) && (task.type === 'essay' || task.type === 'prompt-evaluation')
  return {
    id: task.id,
    type: task.type,
    task_type_id: taskTypeId(task.type),
    question: task.question,
    options: task.type === 'quiz' ? (task.options ?? []).map((option) => option.text) : [],
    multiple: task.type === 'quiz' && (task.correctAnswers?.length ?? 0) > 1,
    blankCount: task.type === 'fill-in-blanks' ? countBlanks(task.question) : 0,
    status: enrolment?.status ?? 'none',
    answer,
    feedback: enrolment?.feedback ? withoutTemplateExample(enrolment.feedback) : null,
    example: answered ? task.example?.trim() || null : null,
    comparison: answered ? comparisonOf(task) : null,
    wrongOptions: reveal?.wrong ?? [],
    revealedCorrect: reveal?.revealedCorrect ?? null,
  }
}
export type TaskView = ReturnType<typeof taskView>

/** A prompt task's two AI answers, to the thin prompt and to the example: only when all four texts are written. */
function comparisonOf(task: Task) {
  if (task.type !== 'prompt-evaluation') return null
  const strongPrompt = task.example?.trim()
  const weakPrompt = task.comparison?.weakPrompt?.trim()
  const weakOutput = task.comparison?.weakOutput?.trim()
  const strongOutput = task.comparison?.strongOutput?.trim()
  return strongPrompt && weakPrompt && weakOutput && strongOutput ? { weakPrompt, weakOutput, strongPrompt, strongOutput } : null
}

/** Feedback graded before issue #46 ended with a template-made example; it is no longer shown. */
const withoutTemplateExample = (feedback: string) =>
  feedback.replace(/\s*Compare with this example: “You are an experienced teacher\.[\s\S]*?answers questions\.””/, '').trim()

/** The lesson's tasks (ids from its content, stored ones) in its order, each with the student's state. */
export async function tasksForLesson(
  student: SessionStudent,
  taskIds: Id[],
  context: RequestContext = noRequestContext,
): Promise<TaskView[]> {
  if (taskIds.length === 0) return []
  const [tasks, enrolments] = await Promise.all([
    getTasks(taskIds),
    studentData(context, student, `enrolments:task:${taskIds.map(idKey).join(',')}`, () =>
      listEnrolments(student, 'task', { task: { in: taskIds } }),
    ),
  ])
  const byTask = new Map(enrolments.map((enrolment) => [idKey(idOf(enrolment.task)), enrolment]))
  const byId = new Map(tasks.map((task) => [idKey(task.id), task]))
  return taskIds.flatMap((id) => {
    const task = byId.get(idKey(id))
    return task ? [taskView(task, byTask.get(idKey(id)))] : []
  })
}

async function evaluate(task: Task, raw: unknown, previous: Stored, grader: Evaluator) {
  switch (task.type) {
    case 'quiz': {
      const { selected } = quizAnswer.parse(raw)
      const known = (task.options ?? []).map((option) => option.text)
      if (selected.some((option) => !known.includes(option))) throw problem(400, 'Invalid answer', 'Pick from the options of this task.')
      if (quizIsCorrect(task as never, selected))
        return { passed: true, feedback: 'Correct!', answer: { selected, wrong: previous?.wrong ?? [] } }
      // Continue-after-wrong: the wrong picks stay revealed; the last option left is revealed as correct.
      const wrong = [...(previous?.wrong ?? []), ...selected.filter((option) => !(task.correctAnswers ?? []).includes(option))]
      const { revealedCorrect } = revealAfterWrong(task as never, wrong)
      return {
        passed: Boolean(revealedCorrect),
        feedback: revealedCorrect ? `The answer is “${revealedCorrect}”.` : 'Not quite — try another option.',
        answer: { selected, wrong },
      }
    }
    case 'fill-in-blanks': {
      const { blanks } = blanksAnswer.parse(raw)
      const wrong = wrongBlanks(task as never, blanks)
      return {
        passed: wrong.length === 0,
        feedback:
          wrong.length === 0
            ? 'Correct!'
            : countBlanks(task.question) === 1
              ? 'Check the missing word.'
              : `Check missing word ${wrong.map((i) => i + 1).join(', ')}.`,
        answer: { blanks },
      }
    }
    default: {
      const { text } = textAnswer.parse(raw)
      return { ...(await grader.evaluate(task, text)), answer: { text } }
    }
  }
}

/** Select and submit: right → completed (and the day counts for the streak), wrong → failed. */
export async function checkTask(student: SessionStudent, taskId: Id, rawAnswer: unknown, viewer: TrialViewer) {
  if (!taskAnswerSchema.safeParse(rawAnswer).success) throw problem(400, 'No answer yet', 'Write or pick your answer first, then check it.')
  const task = await openTask(viewer, taskId)
  const enrolment = await ensureEnrolment(student, 'task', task.id, { lesson: idOf(task.lesson) })
  const previous = (enrolment.answer ?? null) as Stored
  // Accounts that do not pay are graded by the rubric alone, never by the model (app/ai/rules/ai-allowance.ts).
  const grader = paysForAi(student.status) ? evaluator : rubricEvaluator
  const result = await evaluate(task, rawAnswer, enrolment.status === 'completed' ? null : previous, grader)
  const updated = await updateEnrolment(student, 'task', enrolment.id, {
    status: result.passed ? 'completed' : 'failed',
    answer: result.answer,
    feedback: result.feedback,
    completedAt: result.passed ? new Date().toISOString() : null,
  })
  const streak = result.passed ? await recordActivity(student) : null
  return { task: taskView(task, updated), streak }
}

async function setStatus(student: SessionStudent, taskIds: Id[], status: 'skipped' | 'new', viewer: TrialViewer) {
  const tasks = await openTasks(viewer, taskIds)
  const views = []
  for (const task of tasks) {
    const enrolment = await ensureEnrolment(student, 'task', task.id, { lesson: idOf(task.lesson) })
    if (status === 'skipped' && enrolment.status === 'completed') {
      views.push(taskView(task, enrolment)) // skipping never undoes a completed task
      continue
    }
    const data = status === 'new' ? { status, answer: null, feedback: null, completedAt: null } : { status }
    views.push(taskView(task, await updateEnrolment(student, 'task', enrolment.id, data)))
  }
  return views
}

export const skipTasks = (student: SessionStudent, taskIds: Id[], viewer: TrialViewer) => setStatus(student, taskIds, 'skipped', viewer)
export const resetTasks = (student: SessionStudent, taskIds: Id[], viewer: TrialViewer) => setStatus(student, taskIds, 'new', viewer)
