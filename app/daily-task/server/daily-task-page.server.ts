import { z } from 'zod'
import { idString } from '@schemas/id-schema'
import { dailyTaskPrompt } from '@schemas/daily-task/daily-task'
import type { SessionStudent } from '../../core/session.server'
import type { RequestContext } from '~/core/request-context.server'
import { parseOrProblem, problem } from '~/core/problem'
import type { TrialViewer } from '~/core/trial'
import { getMetadata, setMetadata } from '~/core/student-metadata.server'
import { dateFormat } from '~/intl/formats'
import { showsDailyTaskIntro } from '../rules/daily-task-rules'
import { resetDailyTask, respondToDailyTask, validateDailyTask } from './daily-task.server'
import { dailyTaskView } from './todays-task.server'

/** /daily-task: today's task and whether its intro still shows. */
export async function loadDailyTaskPage(student: SessionStudent, reads: RequestContext) {
  const [view, metadata] = await Promise.all([dailyTaskView(student, new Date(), reads), getMetadata(student)])
  const time = dateFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: student.timeZone || 'UTC' })
  return {
    ...view,
    // The day is already the student's calendar day: formatted as a UTC midnight so no zone moves it.
    dayLabel: dateFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${view.day}T00:00:00Z`),
    ),
    history: view.history.map((entry) => ({ ...entry, time: time.format(new Date(entry.timestamp)) })),
    showIntro: showsDailyTaskIntro(metadata),
  }
}

const submitForm = z.object({ task_id: idString, prompt: dailyTaskPrompt })
const resetForm = z.object({ task_id: idString })

/**
 * The page's form posts (they work without JavaScript too). Submit sends the prompt, then
 * validates it (spec "Daily task"); the loader then runs again, which is the refetch.
 */
export async function dailyTaskPageAction(student: SessionStudent, viewer: TrialViewer, form: Record<string, string>) {
  switch (form.intent) {
    case 'submit': {
      const { task_id, prompt } = parseOrProblem(submitForm, form, 'Check your prompt')
      await respondToDailyTask(student, viewer, { task_id, user_input: prompt })
      const { completed, data } = await validateDailyTask(student, { task_id, user_prompt: prompt })
      return { intent: 'submit' as const, completed, items: data }
    }
    case 'reset':
      await resetDailyTask(student, parseOrProblem(resetForm, form, 'Invalid request'))
      return { intent: 'reset' as const }
    case 'onboarding-done':
      await setMetadata(student, { key: 'dailyTaskOnboardingCompleted', value: 'true' })
      return { intent: 'onboarding-done' as const }
    default:
      throw problem(400, 'Invalid request', 'Unknown action.')
  }
}
