import type { Answer, bookmarkAnswer, bookmarkListAnswer } from '@schemas/api/answers'
import type { Id } from '@schemas/id'
import type { SessionStudent } from '~/core/session.server'
import type { TrialViewer } from '~/core/trial'
import type { SavedLesson } from '../rules/saved-lesson'
import { listSavedLessons, saveLesson } from '../server/bookmarks.server'

const toAnswer = (saved: SavedLesson): Answer<typeof bookmarkAnswer> => ({
  lesson_id: saved.lessonId,
  topic_id: saved.topicId,
  course_id: saved.courseId,
  title: saved.title,
  topic_title: saved.topicTitle,
  course_title: saved.courseTitle,
  saved_at: saved.savedAt,
})

export async function listBookmarksApi(student: SessionStudent, viewer: TrialViewer): Promise<Answer<typeof bookmarkListAnswer>> {
  return { data: (await listSavedLessons(student, viewer)).map(toAnswer) }
}

export async function saveBookmarkApi(student: SessionStudent, lessonId: Id, viewer: TrialViewer): Promise<Answer<typeof bookmarkAnswer>> {
  return toAnswer(await saveLesson(student, lessonId, viewer))
}
