import type { SessionStudent } from '../../core/session.server'
import { studentSubject } from '~/flags'
import { flagFor } from '~/flags/index.server'
import type { TrialViewer } from '~/core/trial'
import type { RequestContext } from '~/core/request-context.server'
import { dailyTaskView } from './todays-task.server'

/** The home widget: big or small by the daily_task_widget_type flag; null when there is no task today. */
export async function dailyTaskWidget(student: SessionStudent, viewer: TrialViewer, reads: RequestContext) {
  const [view, size] = await Promise.all([
    dailyTaskView(student, new Date(), reads),
    flagFor('daily_task_widget_type', studentSubject(student.id, viewer)),
  ])
  if (!view.task) return null
  return { size, title: view.task.title, instructions: view.task.instructions, completed: view.completed }
}
