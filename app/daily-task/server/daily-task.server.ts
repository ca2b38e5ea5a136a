import type { DailyTask } from '@cms/payload-types'
import { sameId } from '@schemas/id'
import { dailyTaskResetBody, dailyTaskRespondBody, dailyTaskValidateBody } from '@schemas/daily-task/daily-task'
import type { SessionStudent } from '../../core/session.server'
import { recordLearningEvent } from '~/analytics/index.server'
import { AiError } from '~/ai'
import { getAiProvider } from '~/ai/index.server'
import { problem } from '~/core/problem'
import { enforceRateLimit } from '~/http/rate-limit.server'
import { refuseForeignIds } from '~/http/input-ids.server'
import { seesEverything, type TrialViewer } from '~/core/trial'
import { withTrialAllowance } from '~/assistant/index.server'
import { coachReply } from '../rules/coach-reply'
import { dailyTaskRateLimit } from '../rules/daily-task-limits'
import { rubricOfDailyTask } from '../rules/daily-task-rubric'
import { allCompleted, itemsOfJudgement, resetAttempt, trimHistory, withExchange } from '../rules/daily-task-rules'
import { attemptState, dailyTaskView, findAttempt, saveAttempt, studentDay, todaysTask } from './todays-task.server'

/**
 * The daily task's calls (spec §7): respond (task_id, user_input → response), validate
 * (user_prompt, task_id → items with completed flags), and try again (clears history and
 * validation). Each works on today's task only, for the signed-in student.
 */

/** Today's task, if `taskId` names it: a stale page (the day turned) gets a clear 409, not someone else's task. */
async function openTodaysTask(student: SessionStudent, taskId: string, now: Date): Promise<{ task: DailyTask; day: string }> {
  await refuseForeignIds({ task_id: taskId })
  const day = studentDay(student, now)
  const task = await todaysTask(day)
  if (!task) throw problem(404, 'No daily task', 'There is no daily task today. Come back tomorrow.')
  if (!sameId(task.id, taskId))
    throw problem(409, 'A new daily task', 'Today’s task has changed. Reload the page to see it.', { task_id: ['Not today’s task.'] })
  return { task, day }
}

async function withAi<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof AiError) throw problem(503, 'The AI is unavailable', error.message)
    throw error
  }
}

export async function respondToDailyTask(student: SessionStudent, viewer: TrialViewer, body: unknown, now = new Date()) {
  const { task_id, user_input } = dailyTaskRespondBody.parse(body)
  await enforceRateLimit(dailyTaskRateLimit, `student:${student.id}`)
  const { task, day } = await openTodaysTask(student, task_id, now)
  const provider = getAiProvider()
  // Without a model the answer works on the student's prompt itself; no model call, nothing counted.
  // An account that does not pay spends its daily AI allowance on a model call, as in the assistant.
  const answer =
    provider.mode === 'offline'
      ? { text: coachReply(user_input), mode: 'offline' as const, citations: [] }
      : await withTrialAllowance(student, () =>
          withAi(() =>
            provider.chat(
              [
                {
                  role: 'system',
                  content: `The student is practising prompting. Their task today: ${task.instructions} Answer their prompt helpfully.`,
                },
                { role: 'user', content: user_input },
              ],
              { model: task.model || undefined, trialOnly: !seesEverything(viewer) },
            ),
          ),
        )
  const state = attemptState(await findAttempt(student, day), task.id)
  const history = trimHistory(withExchange(state.history, user_input, answer.text, now))
  await saveAttempt(student, day, task.id, { ...state, history })
  return { response: answer.text, mode: answer.mode, citations: answer.citations, history }
}

export async function validateDailyTask(student: SessionStudent, body: unknown, now = new Date()) {
  const { task_id, user_prompt } = dailyTaskValidateBody.parse(body)
  await enforceRateLimit(dailyTaskRateLimit, `student:${student.id}`)
  const { task, day } = await openTodaysTask(student, task_id, now)
  const judgement = await withTrialAllowance(student, () => withAi(() => getAiProvider().judge(rubricOfDailyTask(task), user_prompt)))
  const items = itemsOfJudgement(judgement)
  const completed = allCompleted(items)
  const state = attemptState(await findAttempt(student, day), task.id)
  const firstCompletion = completed && state.completedAt === null
  await saveAttempt(student, day, task.id, {
    ...state,
    validation: items,
    completedAt: firstCompletion ? now.toISOString() : state.completedAt,
  })
  if (firstCompletion) {
    await recordLearningEvent({ name: 'daily-task.completed', studentId: student.id, properties: { taskId: task.id, day } })
  }
  return { data: items, completed, firstCompletion }
}

export async function resetDailyTask(student: SessionStudent, body: unknown, now = new Date()) {
  const { task_id } = dailyTaskResetBody.parse(body)
  const { task, day } = await openTodaysTask(student, task_id, now)
  const attempt = await findAttempt(student, day)
  if (attempt) await saveAttempt(student, day, task.id, resetAttempt(attemptState(attempt, task.id)))
  return dailyTaskView(student, now)
}
