import { problem } from '~/core/problem'
import type { SessionStudent } from '~/core/session.server'
import type { TrialViewer } from '~/core/trial'
import { saveForm } from '../rules/saved-lesson'
import { listSavedLessons, removeSavedLesson, saveLesson } from './bookmarks.server'

/**
 * The "Save for later" form (lesson page) and Remove (Profile → Saved), posted with or without the
 * page's JavaScript: saves or removes, then answers the page to go back to.
 */
export async function changeSavedLesson(student: SessionStudent, fields: Record<string, string>, viewer: TrialViewer): Promise<string> {
  const form = saveForm.safeParse(fields)
  if (!form.success) throw problem(400, 'Not saved', form.error.issues[0]?.message ?? 'Please try again.')
  const { intent, lessonId, returnTo } = form.data
  if (intent === 'save') await saveLesson(student, lessonId, viewer)
  else await removeSavedLesson(student, lessonId)
  return returnTo ?? '/profile/saved'
}

/** Profile → Saved. */
export async function loadSavedPage(student: SessionStudent, viewer: TrialViewer) {
  return { lessons: await listSavedLessons(student, viewer) }
}
