/**
 * The lesson flow's pure rules (spec §4 "Lesson flow", §5 page query). A lesson arrives as one
 * string, its sections joined by the marker (cms/collections/Lessons/content.ts).
 */
import { type Id, isId } from '@schemas/id'

export const sectionMarker = '[========]'

export type Section =
  | { kind: 'content'; markdown: string }
  | LessonVideoSection
  | { kind: 'inline-prompt'; prompt: string; placeholders: { name: string; options: string[] }[] }
  | { kind: 'tasks'; taskIds: Id[] }

/**
 * A video section: its https address and title, and when the fence names them, a poster image and a
 * WebVTT captions file (https, or a path on this site). Without a poster the player shows the app's own.
 */
export type LessonVideoSection = { kind: 'video'; url: string; title: string; poster?: string; captions?: string }

/** Split on the marker; empty sections are dropped. */
export function splitSections(content: string | null | undefined): string[] {
  return (content ?? '')
    .split(sectionMarker)
    .map((part) => part.trim())
    .filter(Boolean)
}

const fence = /^```(video|inline-prompt|tasks)\n([\s\S]*)\n```$/

export function parseSection(text: string): Section {
  const match = fence.exec(text)
  if (!match) return { kind: 'content', markdown: text }
  try {
    const settings = JSON.parse(match[2]!)
    if (match[1] === 'video') {
      // The CMS video block accepts https addresses only, but the same fence typed into a content
      // section never met that check: anything else stays text instead of becoming a link.
      const url = httpsUrl(settings.url)
      if (!url) return { kind: 'content', markdown: text }
      const poster = httpsUrl(settings.poster) ?? sitePath(settings.poster)
      const captions = httpsUrl(settings.captions) ?? sitePath(settings.captions)
      return { kind: 'video', url, title: String(settings.title), ...(poster ? { poster } : {}), ...(captions ? { captions } : {}) }
    }
    // Task ids as the database gave them (numbers on SQL, ObjectId strings on MongoDB); anything else is dropped.
    if (match[1] === 'tasks') return { kind: 'tasks', taskIds: ((settings.taskIds ?? []) as unknown[]).filter(isId) }
    return { kind: 'inline-prompt', prompt: String(settings.prompt), placeholders: settings.placeholders ?? [] }
  } catch {
    return { kind: 'content', markdown: text }
  }
}

/** A path on this site ("/media/poster.jpg"), never a protocol-relative address ("//elsewhere"). */
function sitePath(value: unknown): string | null {
  return typeof value === 'string' && /^\/(?![/\\])\S*$/.test(value) ? value : null
}

function httpsUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null
  try {
    const url = new URL(value)
    return url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/** `?page=` must be a finite number; it is clamped between 0 and the last section. */
export function clampPage(raw: string | null | undefined, sectionCount: number): number {
  const value = Number(raw)
  if (raw == null || raw === '' || !Number.isFinite(value)) return 0
  return Math.min(Math.max(Math.floor(value), 0), Math.max(sectionCount - 1, 0))
}

/**
 * The view a lesson page opens on. `?finished=1` is the view after the last section (the lesson's
 * done step), so it has an address of its own and works without JavaScript; `?page=` stays the
 * section, clamped as above.
 */
export function openingIndex(page: string | null | undefined, finished: string | null | undefined, sectionCount: number): number {
  return finished === '1' && sectionCount > 0 ? sectionCount : clampPage(page, sectionCount)
}

/** The query without what a view change rewrites (`page`, `finished`, the one-off `restart`): `source`, … stay. */
export function otherParams(current: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams(current)
  for (const name of ['page', 'finished', 'restart']) query.delete(name)
  return query
}

/** The query of view `index`: `page=` the section (the finished view: the last one and `finished=1`), other parameters kept. */
export function viewQuery(index: number, sectionCount: number, current: URLSearchParams): string {
  const query = otherParams(current)
  query.set('page', String(Math.min(index, Math.max(sectionCount - 1, 0))))
  if (isFinished(index, sectionCount)) query.set('finished', '1')
  return `?${query}`
}

export const nextIndex = (index: number, count: number) => Math.min(index + 1, count)
export const backIndex = (index: number) => Math.max(index - 1, 0)

/** Finished when the index has moved past the last section of a lesson that has any. */
export const isFinished = (index: number, count: number) => index === count && index > 0

/** A page's tasks that are not completed: Next is allowed when there are none (else "Skip practice"). */
export const openTaskIds = (tasks: readonly { id: Id; status: string }[]) =>
  tasks.filter((task) => task.status !== 'completed').map((task) => task.id)

export type FlowType = 'wall' | 'page'

/** Intro lessons are always one scrolling wall; otherwise the lesson_navigation_mode flag decides. */
export function flowType(isIntroLesson: boolean, mode: FlowType): FlowType {
  return isIntroLesson || mode === 'wall' ? 'wall' : 'page'
}

export type DoneContext = {
  completed: boolean
  isIntroLesson: boolean
  inProductTour: boolean
  course: { id: Id; type: 'course' | 'challenge' }
  /** The personal plan flag (personal_plan_enabled); off, an intro lesson done outside onboarding goes home. */
  learningPlanEnabled: boolean
}
export type DoneAction = { kind: 'complete' } | { kind: 'navigate'; to: string }

export function doneAction(context: DoneContext): DoneAction {
  if (!context.completed) return { kind: 'complete' }
  if (context.isIntroLesson) {
    if (context.inProductTour) return { kind: 'navigate', to: '/home?source=product_v3_onboarding&onboarding_step=1' }
    return { kind: 'navigate', to: context.learningPlanEnabled ? '/learning-plan' : '/home' }
  }
  return { kind: 'navigate', to: `/${context.course.type}/${context.course.id}` }
}
