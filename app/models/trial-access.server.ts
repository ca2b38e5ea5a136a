import { getPayloadClient } from '../../cms/get-payload'
import type { Course, Lesson, Task, Topic } from '../../cms/payload-types'
import type { TrialViewer } from '~/learning/trial'
import { getCourse, getLesson, getTask, getTopic, getTopicById, idOf } from './catalogue.server'
import { notFound } from './problem'

/**
 * The one trial rule for progress (spec §5/§6): a trial student on the apps reads, starts, checks
 * and completes only lessons and tasks whose course AND topic are open in the trial — a topic
 * marked open inside a locked course stays locked. Every page loader, page action and API endpoint
 * that reads or changes progress goes through one of these, so none can skip the rule; each answers
 * 404 for what does not exist and 403 for what is locked.
 */
export const openCourse = (viewer: TrialViewer, courseId: number): Promise<Course> => getCourse(courseId, viewer)

export async function openTopic(viewer: TrialViewer, courseId: number, topicId: number): Promise<{ course: Course; topic: Topic }> {
  const course = await openCourse(viewer, courseId)
  return { course, topic: await getTopic(courseId, topicId, viewer) }
}

export async function openTopicById(viewer: TrialViewer, topicId: number): Promise<{ course: Course; topic: Topic }> {
  const topic = await getTopicById(topicId)
  return openTopic(viewer, idOf(topic.course), topicId)
}

export async function openLesson(viewer: TrialViewer, topicId: number, lessonId: number): Promise<{ course: Course; topic: Topic; lesson: Lesson }> {
  const opened = await openTopicById(viewer, topicId)
  return { ...opened, lesson: await getLesson(topicId, lessonId) }
}

export async function openTask(viewer: TrialViewer, taskId: number): Promise<Task> {
  const task = await getTask(taskId)
  const lesson = await getLessonById(idOf(task.lesson))
  await openTopicById(viewer, idOf(lesson.topic))
  return task
}

export async function openTasks(viewer: TrialViewer, taskIds: number[]): Promise<void> {
  for (const id of new Set(taskIds)) await openTask(viewer, id)
}

async function getLessonById(lessonId: number): Promise<Lesson> {
  const payload = await getPayloadClient()
  const lesson = await payload.findByID({ collection: 'lessons', id: lessonId, depth: 0 }).catch(() => null)
  if (!lesson) throw notFound('This lesson')
  return lesson
}
