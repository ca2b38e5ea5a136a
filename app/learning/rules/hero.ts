import { type Id, idKey, sameId } from '@schemas/id'

/** The home hero block (spec §4 "Home hero block"). The personal plan is optional input for now. */
export type HeroType = 'course' | 'learning-plan'
export type HeroCourse = {
  id: Id
  title: string
  type: 'course' | 'challenge'
  level?: string | null
  dayCount?: number | null
  totalTopics?: number | null
}
export type HeroEnrolment = {
  courseId: Id
  status: 'none' | 'in_progress' | 'completed'
  progress: number
  updatedAt: string
  completedLessons?: number
}
export type PlanInput = { steps: { topicId: Id }[] }
export const heroFallbackSubtitle = 'Smarter learning, built for you'

export function heroType(input: { planEnabled: boolean; planProgress: number; lastProgressPlacement?: string | null }): HeroType {
  if (!input.planEnabled || input.planProgress >= 100) return 'course'
  return input.lastProgressPlacement === 'course' ? 'course' : 'learning-plan'
}

/** The most recently updated enrolment in progress below 100, else the first course not enrolled. */
export function heroCourse<C extends HeroCourse>(
  courses: readonly C[],
  enrolments: readonly HeroEnrolment[],
): { course: C; enrolment: HeroEnrolment | null } | null {
  const resumable = [...enrolments]
    .filter((enrolment) => enrolment.status === 'in_progress' && enrolment.progress < 100)
    .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt))
  for (const enrolment of resumable) {
    const course = courses.find((item) => sameId(item.id, enrolment.courseId))
    if (course) return { course, enrolment }
  }
  const enrolled = new Set(enrolments.map((enrolment) => idKey(enrolment.courseId)))
  const fresh = courses.find((course) => !enrolled.has(idKey(course.id)))
  return fresh ? { course: fresh, enrolment: null } : null
}

/**
 * The plan's one progress figure, shown on /learning-plan and in the home hero: how much of the
 * whole plan is done — the rounded average of every step's progress, a step not started counting 0
 * (topic progress keyed by `idKey`; 0 without steps). So the figure is the average of the
 * percentages the steps show, and reaches 100 only when every step is done. The spec's words
 * ("the average of the progress of the enrolled topics in the plan steps") also read as averaging
 * the started steps alone; that showed 50 % beside steps at 0 %, 0 % and 50 %, and a plan done after
 * its first step (issue #46), so a step not started counts as 0 % started.
 */
export function learningPlanProgress(plan: PlanInput | null | undefined, topicProgress: ReadonlyMap<string, number>): number {
  const steps = plan?.steps ?? []
  if (steps.length === 0) return 0
  const total = steps.reduce((sum, step) => sum + Math.min(100, Math.max(0, topicProgress.get(idKey(step.topicId)) ?? 0)), 0)
  return Math.round(total / steps.length)
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

export function heroSubtitle(
  hero: { kind: 'course'; course: HeroCourse; enrolment: HeroEnrolment | null } | { kind: 'learning-plan'; progress: number } | null,
): string {
  if (!hero) return heroFallbackSubtitle
  if (hero.kind === 'learning-plan') return `${Math.floor(hero.progress)}% complete`
  const { course, enrolment } = hero
  const started = enrolment !== null && enrolment.status !== 'none'
  if (course.type === 'challenge') {
    if (started) return `${plural(enrolment.completedLessons ?? 0, 'day')} completed`
    if (course.dayCount) return [course.level, `${course.dayCount} days`].filter(Boolean).join(' · ')
    return heroFallbackSubtitle
  }
  if (started) return `${Math.floor(enrolment.progress)}% complete`
  if (course.totalTopics) return [course.level, plural(course.totalTopics, 'topic')].filter(Boolean).join(' · ')
  return heroFallbackSubtitle
}

/** "Anna's AI learning plan" when the first name is known and confident. */
export function learningPlanTitle(name?: { value?: string | null; confident?: boolean } | null): string {
  const value = name?.value?.trim()
  return value && name?.confident ? `${value}'s AI learning plan` : 'Your AI learning plan'
}

/** Completing a course while the plan is partly done brings the plan back to the hero. */
export function placementAfterCourseCompleted(progress: number): 'learning-plan' | null {
  return progress >= 1 && progress <= 99 ? 'learning-plan' : null
}
