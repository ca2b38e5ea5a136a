import type { Id } from '@schemas/id'

export type LessonProgress = {
  id: Id
  status: 'none' | 'in_progress' | 'completed'
  startedAt?: string | null
  completedAt?: string | null
}

const time = (value?: string | null) => (value ? Date.parse(value) : -Infinity)
const latest = <T>(items: T[], at: (item: T) => number) =>
  items.reduce<T | undefined>((best, item) => (best === undefined || at(item) > at(best) ? item : best), undefined)

/**
 * Spec §4: after the most recently completed lesson take the next one not started or in progress,
 * wrapping around; with none completed, the most recently started lesson in progress, else the
 * first. Lessons come in course (or topic) order. Everything completed: the first lesson.
 */
export function pickNextLesson(lessons: readonly LessonProgress[]): Id | null {
  if (lessons.length === 0) return null
  const lastCompleted = latest(
    lessons.filter((lesson) => lesson.status === 'completed'),
    (lesson) => time(lesson.completedAt),
  )
  if (lastCompleted) {
    const start = lessons.indexOf(lastCompleted)
    for (let step = 1; step <= lessons.length; step++) {
      const candidate = lessons[(start + step) % lessons.length]!
      if (candidate.status !== 'completed') return candidate.id
    }
    return lessons[0]!.id
  }
  const started = latest(
    lessons.filter((lesson) => lesson.status === 'in_progress'),
    (lesson) => time(lesson.startedAt),
  )
  return (started ?? lessons[0]!).id
}

/** Progress in percent, floored, so 100 means every lesson is done. */
export function percent(done: number, total: number): number {
  if (total <= 0) return 0
  return Math.min(100, Math.floor((done / total) * 100))
}
