import type { LessonContext } from '@schemas/ai'
import type { Id } from '@schemas/id'
import { buildLessonContext } from '~/ai'
import { ProblemError, problem } from '~/core/problem'
import type { TrialViewer } from '~/core/trial'
import { openLessonById } from '~/learning/index.server'

/**
 * The lesson a student asks about, read under the same rules as the lesson page: a lesson that does
 * not exist is a 404, one outside the student's trial a 403, each saying why the assistant cannot
 * take it as context.
 */
export async function readLessonContext(viewer: TrialViewer, lessonId: Id): Promise<LessonContext> {
  try {
    const { course, topic, lesson } = await openLessonById(viewer, lessonId)
    return buildLessonContext(lesson, { courseId: course.id, topicId: topic.id })
  } catch (error) {
    if (!(error instanceof ProblemError)) throw error
    if (error.problem.status === 403)
      throw problem(403, 'Not in your trial', 'The assistant can talk about the lessons open to you. This one opens with a subscription.')
    throw problem(
      404,
      'Lesson not found',
      'This lesson was not found, so the assistant cannot answer about it. Open a lesson and ask again.',
    )
  }
}
