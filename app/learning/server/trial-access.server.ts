import type { Course, Lesson, Task, Topic } from '@cms/payload-types'
import { trialFilter, type TrialViewer } from '~/core/trial'
import { getCourse, getLesson, getLessonById, getTasks, getTopic, getTopicById, idOf, locked } from './catalogue.server'
import { notFound } from '../../core/problem'
import { type Id, idKey } from '@schemas/id'

/**
 * The one trial rule for progress (spec §5/§6): a trial student on the apps reads, starts, checks
 * and completes only lessons and tasks whose course AND topic are open in the trial — a topic
 * marked open inside a locked course stays locked. Every page loader, page action and API endpoint
 * that reads or changes progress goes through one of these, so none can skip the rule; each answers
 * 404 for what does not exist and 403 for what is locked.
 */
export const openCourse = (viewer: TrialViewer, courseId: Id): Promise<Course> => getCourse(courseId, viewer)

export async function openTopic(viewer: TrialViewer, courseId: Id, topicId: Id): Promise<{ course: Course; topic: Topic }> {
  return openTopicOf(viewer, await getTopic(courseId, topicId))
}

export async function openTopicById(viewer: TrialViewer, topicId: Id): Promise<{ course: Course; topic: Topic }> {
  return openTopicOf(viewer, await getTopicById(topicId))
}

export async function openLesson(
  viewer: TrialViewer,
  topicId: Id,
  lessonId: Id,
): Promise<{ course: Course; topic: Topic; lesson: Lesson }> {
  const opened = await openTopicById(viewer, topicId)
  return { ...opened, lesson: await getLesson(opened.topic.id, lessonId) }
}

/** A lesson named by its id alone (the assistant's `?lesson=`): open when its topic and course are. */
export async function openLessonById(viewer: TrialViewer, lessonId: Id): Promise<{ course: Course; topic: Topic; lesson: Lesson }> {
  const lesson = await getLessonById(lessonId)
  return { ...(await openTopicById(viewer, idOf(lesson.topic))), lesson }
}

export async function openTask(viewer: TrialViewer, taskId: Id): Promise<Task> {
  return (await openTasks(viewer, [taskId]))[0]!
}

/** The tasks, each of which must exist and sit in an open topic (each lesson and topic checked once). */
export async function openTasks(viewer: TrialViewer, taskIds: Id[]): Promise<Task[]> {
  const ids = unique(taskIds)
  const tasks = await getTasks(ids)
  if (tasks.length !== ids.length) throw notFound('This task')
  const lessons = await Promise.all(unique(tasks.map((task) => idOf(task.lesson))).map(getLessonById))
  for (const topicId of unique(lessons.map((lesson) => idOf(lesson.topic)))) await openTopicById(viewer, topicId)
  return tasks
}

/** A topic the caller has loaded: its course must be open to the viewer, and so must the topic. */
async function openTopicOf(viewer: TrialViewer, topic: Topic): Promise<{ course: Course; topic: Topic }> {
  const course = await openCourse(viewer, idOf(topic.course))
  if (trialFilter([topic], viewer).length === 0) throw locked()
  return { course, topic }
}

/** Each id once, by its normal form (31 and "31" are one id). */
function unique(ids: Id[]): Id[] {
  return [...new Map(ids.map((id) => [idKey(id), id])).values()]
}
