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
  z.object({ intent: z.literal('check-task'), taskId: idString, answer: z.string().max(20_000) }),
  z.object({ intent: z.literal('skip-tasks'), taskIds: ids }),
  z.object({ intent: z.literal('reset-tasks'), taskIds: ids }),
])

/** The lesson page's form posts: one zod union, one server call each. */
export async function lessonAction(student: SessionStudent, topicId: Id, lessonId: Id, form: Record<string, string>, viewer: TrialViewer) {
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
        answer = JSON.parse(input.answer)
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
