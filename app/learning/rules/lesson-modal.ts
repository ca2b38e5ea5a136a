/**
 * The lesson modal (spec §2 "lesson modal (restart, view, start)"): what a student may do with a lesson
 * they open from a topic list. A lesson not started has one choice, so it opens straight away; the
 * modal shows only when there is a choice to make (in progress, completed).
 */
export type LessonStatus = 'none' | 'in_progress' | 'completed'
export type LessonChoice = 'start' | 'continue' | 'view' | 'restart'

const choices: Record<LessonStatus, readonly LessonChoice[]> = {
  none: ['start'],
  in_progress: ['continue', 'restart'],
  completed: ['view', 'restart'],
}

export const lessonChoices = (status: LessonStatus): readonly LessonChoice[] => choices[status]

export const needsLessonModal = (status: LessonStatus) => lessonChoices(status).length > 1

export const choiceLabel: Record<LessonChoice, string> = { start: 'Start', continue: 'Continue', view: 'View', restart: 'Restart' }

/**
 * Where a choice leads. Continue resumes at the section last read on this device (the server keeps
 * no section index); View and Restart read from section 0. Restart of a completed lesson also clears
 * its practice answers (`restart=1`, read by the lesson page); progress never goes back: a completed
 * lesson stays completed.
 */
export function choiceHref(lessonHref: string, choice: LessonChoice, savedPage: number | null): string {
  switch (choice) {
    case 'start':
      return lessonHref
    case 'continue':
      return savedPage && savedPage > 0 ? `${lessonHref}?page=${savedPage}` : lessonHref
    case 'view':
      return `${lessonHref}?page=0`
    case 'restart':
      return `${lessonHref}?page=0&restart=1`
  }
}

/** localStorage key for the section a student last read in a lesson (written by the lesson page). */
export const savedPageKey = (lessonId: string | number) => `lesson-page:${lessonId}`

export function parseSavedPage(raw: string | null): number | null {
  const value = Number(raw)
  return raw !== null && Number.isInteger(value) && value >= 0 ? value : null
}
