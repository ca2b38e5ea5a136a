import type { Course, Lesson, Task, Topic } from '../../../cms/payload-types'
import { trialFilter, type TrialViewer } from '~/learning/rules/trial'
import { getCourse, getLesson, getLessonById, getTasks, getTopic, getTopicById, idOf, locked } from './catalogue.server'
import { notFound } from '../../http/problem'

/**
 * The one trial rule for progress (spec §5/§6): a trial student on the apps reads, starts, checks
 * and completes only lessons and tasks whose course AND topic are open in the trial — a topic
 * marked open inside a locked course stays locked. Every page loader, page action and API endpoint
 * that reads or changes progress goes through one of these, so none can skip the rule; each answers
 * 404 for what does not exist and 403 for what is locked.
 */
export const openCourse = (viewer: TrialViewer, courseId: number): Promise<Course> => getCourse(courseId, viewer)

export async function openTopic(viewer: TrialViewer, courseId: number, topicId: number): Promise<{ course: Course; topic: Topic }> {
  return openTopicOf(viewer, await getTopic(courseId, topicId))
}

export async function openTopicById(viewer: TrialViewer, topicId: number): Promise<{ course: Course; topic: Topic }> {
  return openTopicOf(viewer, await getTopicById(topicId))
}

export async function openLesson(viewer: TrialViewer, topicId: number, lessonId: number): Promise<{ course: Course; topic: Topic; lesson: Lesson }> {
  const opened = await openTopicById(viewer, topicId)
  return { ...opened, lesson: await getLesson(topicId, lessonId) }
}

export async function openTask(viewer: TrialViewer, taskId: number): Promise<Task> {
  return (await openTasks(viewer, [taskId]))[0]!
}

/** The tasks, each of which must exist and sit in an open topic (each lesson and topic checked once). */
export async function openTasks(viewer: TrialViewer, taskIds: number[]): Promise<Task[]> {
  const ids = [...new Set(taskIds)]
  const tasks = await getTasks(ids)
  if (tasks.length !== ids.length) throw notFound('This task')
  const lessons = await Promise.all([...new Set(tasks.map((task) => idOf(task.lesson)))].map(getLessonById))
  for (const topicId of new Set(lessons.map((lesson) => idOf(lesson.topic)))) await openTopicById(viewer, topicId)
  return tasks
}

/** A topic the caller has loaded: its course must be open to the viewer, and so must the topic. */
async function openTopicOf(viewer: TrialViewer, topic: Topic): Promise<{ course: Course; topic: Topic }> {
  const course = await openCourse(viewer, idOf(topic.course))
  if (trialFilter([topic], viewer).length === 0) throw locked()
  return { course, topic }
}
