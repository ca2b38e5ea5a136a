import { z } from 'zod'
import type { TrialViewer } from '~/learning/rules/trial'
import { completeLesson } from './lesson.server'
import { problem } from '../../http/problem'
import type { SessionStudent } from '../../auth/server/session.server'
import { checkTask, resetTasks, skipTasks } from './task.server'

const ids = z
  .string()
  .transform((value) => value.split(',').map(Number))
  .pipe(z.array(z.number().int().positive()).min(1))

const lessonIntent = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('complete') }),
  z.object({ intent: z.literal('check-task'), taskId: z.coerce.number().int().positive(), answer: z.string().max(20_000) }),
  z.object({ intent: z.literal('skip-tasks'), taskIds: ids }),
  z.object({ intent: z.literal('reset-tasks'), taskIds: ids }),
])

/** The lesson page's form posts: one zod union, one server call each. */
export async function lessonAction(student: SessionStudent, topicId: number, lessonId: number, form: Record<string, string>, viewer: TrialViewer) {
  const parsed = lessonIntent.safeParse(form)
  if (!parsed.success) throw problem(400, 'Invalid request', 'This action is not understood.')
  const input = parsed.data
  switch (input.intent) {
    case 'complete':
      return { completion: await completeLesson(student, topicId, lessonId, viewer) }
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
