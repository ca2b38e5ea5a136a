import { z } from 'zod'
import type { TrialViewer } from '~/core/trial'
import { completeLessonWithNext } from './lesson.server'
import { problem } from '../../core/problem'
import { refuseForeignIds } from '../../http/input-ids.server'
import type { SessionStudent } from '../../core/session.server'
import { checkTask, resetTasks, skipTasks } from './task.server'
import type { Id } from '@schemas/id'
import { idString } from '@schemas/id-schema'

/** Task ids joined by commas (ids are opaque strings, which never contain one). */
const ids = z
  .string()
  .transform((value) => value.split(','))
  .pipe(z.array(idString).min(1))

const lessonIntent = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('complete') }),
  // `answer` is the page's JSON; a form posted before its JavaScript ran sends the fields themselves.
  z.object({ intent: z.literal('check-task'), taskId: idString, answer: z.string().max(20_000).optional() }),
  z.object({ intent: z.literal('skip-tasks'), taskIds: ids }),
  z.object({ intent: z.literal('reset-tasks'), taskIds: ids }),
])

/** The lesson page's form posts: one zod union, one server call each. */
export async function lessonAction(
  student: SessionStudent,
  topicId: Id,
  lessonId: Id,
  form: Record<string, string>,
  viewer: TrialViewer,
  lists: Record<string, string[]> = {},
) {
  const notUnderstood = 'This action is not understood.'
  const parsed = lessonIntent.safeParse(form)
  if (!parsed.success) throw problem(400, 'Invalid request', notUnderstood)
  const input = parsed.data
  if (input.intent === 'check-task') await refuseForeignIds({ taskId: input.taskId }, { message: notUnderstood })
  if (input.intent === 'skip-tasks' || input.intent === 'reset-tasks')
    await refuseForeignIds({ taskIds: input.taskIds }, { message: notUnderstood })
  switch (input.intent) {
    case 'complete':
      return { completion: await completeLessonWithNext(student, topicId, lessonId, viewer) }
    case 'check-task': {
      let answer: unknown
      try {
        answer = input.answer === undefined ? answerFromFields(input.taskId, form, lists) : JSON.parse(input.answer)
      } catch {
        throw problem(400, 'Invalid answer', 'The answer is not readable.')
      }
      const result = await checkTask(student, input.taskId, answer, viewer)
      return { task: result.task, streak: result.streak }
    }
    case 'skip-tasks':
      return { tasks: await skipTasks(student, input.taskIds, viewer) }
    case 'reset-tasks':
      return { tasks: await resetTasks(student, input.taskIds, viewer) }
  }
}

/** The answer as the task card's own fields send it (TaskCard): the text, the blanks or the picked options. */
function answerFromFields(taskId: string, form: Record<string, string>, lists: Record<string, string[]>) {
  if (typeof form.text === 'string') return { text: form.text }
  if (lists.blank?.length) return { blanks: lists.blank }
  return { selected: lists[`task-${taskId}`] ?? [] }
}
