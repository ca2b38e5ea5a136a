import { getPayloadClient } from '@cms/get-payload'
import type { DailyTask, DailyTaskAttempt } from '@cms/payload-types'
import { type Id, sameId } from '@schemas/id'
import type { HistoryEntry, ValidationItem } from '@schemas/daily-task/daily-task'
import type { SessionStudent } from '../../core/session.server'
import { localDate } from '~/learning'
import { taskIndexForDay } from '../rules/daily-task-rules'
import { getAiProvider } from '~/ai/index.server'
import { cachedContent } from '~/core/content-cache.server'
import { noRequestContext, type RequestContext } from '~/core/request-context.server'
import { studentData } from '~/core/student-data.server'

const asStudent = (student: SessionStudent) => ({ overrideAccess: false as const, user: student, depth: 0 })

/** The student's calendar day: their own time zone, so the task changes at their midnight. */
export const studentDay = (student: SessionStudent, now = new Date()) => localDate(now, student.timeZone || 'UTC')

/**
 * Today's task: the published tasks in order, one a day. Students cannot read the collection over
 * REST (its rubric is for the judge), so the site reads it for them and shows only what they need.
 * The list is the same for everyone: read once per content stamp (a save in the admin changes it).
 */
export async function todaysTask(day: string): Promise<DailyTask | null> {
  const docs = await cachedContent('daily-tasks|published', async () => {
    const payload = await getPayloadClient()
    const found = await payload.find({
      collection: 'daily-tasks',
      where: { _status: { equals: 'published' } },
      sort: ['order', 'id'],
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    return found.docs
  })
  return docs[taskIndexForDay(day, docs.length)] ?? null
}

/** The student's attempt for the day; a page request may be served from the student's kept reads (student-data.server.ts). */
export function findAttempt(
  student: SessionStudent,
  day: string,
  reads: RequestContext = noRequestContext,
): Promise<DailyTaskAttempt | null> {
  return studentData(reads, student, `daily-task-attempt:${day}`, async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'daily-task-attempts',
      where: { day: { equals: day } },
      limit: 1,
      pagination: false,
      ...asStudent(student),
    })
    return docs[0] ?? null
  })
}

export type AttemptFields = { history: HistoryEntry[]; validation: ValidationItem[] | null; completedAt: string | null }

/** The attempt's state for this task; an attempt at another task (staff reordered today) counts as none. */
export function attemptState(attempt: DailyTaskAttempt | null, taskId: Id): AttemptFields {
  if (!attempt || !sameId(attempt.task as Id, taskId)) return { history: [], validation: null, completedAt: null }
  const validation = (attempt.validation ?? []).map(({ text, completed, reason }) => ({
    text,
    completed: Boolean(completed),
    reason: reason ?? '',
  }))
  return {
    history: (attempt.history ?? []).map(({ side, message, timestamp }) => ({ side, message, timestamp })),
    validation: validation.length > 0 ? validation : null,
    completedAt: attempt.completedAt ?? null,
  }
}

/** Writes the day's attempt, creating it the first time (a concurrent first write finds the other's row). */
export async function saveAttempt(student: SessionStudent, day: string, taskId: Id, fields: AttemptFields): Promise<void> {
  const payload = await getPayloadClient()
  const data = {
    day,
    task: taskId as DailyTaskAttempt['task'],
    history: fields.history,
    validation: fields.validation ?? [],
    completedAt: fields.completedAt,
  }
  const existing = await findAttempt(student, day)
  if (existing) {
    await payload.update({ collection: 'daily-task-attempts', id: existing.id, data, ...asStudent(student) })
    return
  }
  try {
    await payload.create({ collection: 'daily-task-attempts', data: { ...data, student: student.id }, ...asStudent(student) })
  } catch (error) {
    const raced = await findAttempt(student, day)
    if (!raced) throw error
    await payload.update({ collection: 'daily-task-attempts', id: raced.id, data, ...asStudent(student) })
  }
}

export type DailyTaskView = Awaited<ReturnType<typeof dailyTaskView>>

/** What the page and GET /api/daily-task show: the task without its judge settings, the attempt, the AI mode. */
export async function dailyTaskView(student: SessionStudent, now = new Date(), reads: RequestContext = noRequestContext) {
  const day = studentDay(student, now)
  const task = await todaysTask(day)
  const mode = getAiProvider().mode
  if (!task) return { day, mode, task: null, history: [], validation: null, completed: false, completedAt: null }
  const state = attemptState(await findAttempt(student, day, reads), task.id)
  return {
    day,
    mode,
    task: { id: task.id, title: task.title, instructions: task.instructions, criteria: task.criteria ?? [], model: task.model ?? null },
    ...state,
    completed: state.completedAt !== null,
  }
}
