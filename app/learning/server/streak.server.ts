import { getPayloadClient } from '@cms/get-payload'
import { localDate, streakList, streakStats, streakWeek } from '~/learning/rules/streaks'
import { streakRangeLabel } from '~/learning/rules/friendly-dates'
import { asStudent } from './enrolment.server'
import type { SessionStudent } from '../../core/session.server'
import { noRequestContext, type RequestContext } from '../../core/request-context.server'
import { studentData } from '../../core/student-data.server'

function activeDays(student: SessionStudent, context: RequestContext = noRequestContext): Promise<readonly string[]> {
  return studentData(context, student, 'streak-days', () => readActiveDays(student))
}

async function readActiveDays(student: SessionStudent): Promise<string[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'streak-days',
    pagination: false,
    limit: 5000,
    select: { day: true },
    ...asStudent(student),
  })
  return docs.map((doc) => doc.day)
}

const today = (student: SessionStudent, now = new Date()) => localDate(now, student.timeZone || 'UTC')

export async function getStreakStats(student: SessionStudent, now = new Date(), context: RequestContext = noRequestContext) {
  return streakStats(await activeDays(student, context), today(student, now))
}

export async function getStreakList(student: SessionStudent) {
  return streakList(await activeDays(student))
}

export async function getStreakPage(student: SessionStudent, now = new Date()) {
  const days = await activeDays(student)
  const day = today(student, now)
  const stats = streakStats(days, day)
  // The streak still alive is the current one, shown above: "Past streaks" lists only ended ones.
  const ranges = streakList(days).map((range) => ({ ...range, label: streakRangeLabel(range, day) }))
  const current = ranges.find((range) => range.StartDate === stats.id) ?? null
  const list = ranges.filter((range) => range !== current)
  return { stats, week: streakWeek(days, day), current, list }
}

/**
 * Counts today for the student (a lesson or task completed). Returns the stats and whether the
 * streak changed, which is when the streak modal opens.
 */
export async function recordActivity(student: SessionStudent, now = new Date()) {
  const before = await getStreakStats(student, now)
  const day = today(student, now)
  const payload = await getPayloadClient()
  const existing = await payload.count({ collection: 'streak-days', where: { day: { equals: day } }, ...asStudent(student) })
  if (existing.totalDocs === 0) {
    await payload.create({ collection: 'streak-days', data: { student: student.id, day }, ...asStudent(student) }).catch(() => undefined)
  }
  const after = await getStreakStats(student, now)
  return { stats: after, changed: after.currentStreak !== before.currentStreak || after.id !== before.id }
}
