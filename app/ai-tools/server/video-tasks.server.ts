import { getPayloadClient } from '@cms/get-payload'
import type { VideoTask } from '@cms/payload-types'
import type { VideoTaskStatus } from '@schemas/ai/ai-tools'
import type { SessionStudent } from '../../core/session.server'

/** The student's video tasks (collection video-tasks), read and written as the student. */
export type VideoTaskView = Pick<VideoTask, 'videoId' | 'title' | 'status'> & {
  videoUrl: string | null
  thumbnail: string | null
  error: string | null
}

export const taskView = (task: VideoTask): VideoTaskView => ({
  videoId: task.videoId,
  title: task.title,
  status: task.status,
  videoUrl: task.videoUrl ?? null,
  thumbnail: task.thumbnail ?? null,
  error: task.error ?? null,
})

export async function createVideoTask(student: SessionStudent, videoId: string, title: string): Promise<VideoTask> {
  const payload = await getPayloadClient()
  return payload.create({
    collection: 'video-tasks',
    data: { student: student.id, videoId, title, status: 'pending' },
    overrideAccess: false,
    user: student,
  })
}

export async function findOwnVideoTask(student: SessionStudent, videoId: string): Promise<VideoTask | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'video-tasks',
    where: { and: [{ videoId: { equals: videoId } }, { student: { equals: student.id } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: student,
  })
  return docs[0] ?? null
}

/** The student's videos asked for since `since` and not finished as far as the site knows. */
export async function unfinishedVideoTasks(student: SessionStudent, since: Date): Promise<VideoTask[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'video-tasks',
    where: {
      and: [
        { student: { equals: student.id } },
        { status: { in: ['pending', 'processing'] } },
        { createdAt: { greater_than: since.toISOString() } },
      ],
    },
    limit: 20,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: student,
  })
  return docs
}

export async function saveVideoStatus(
  student: SessionStudent,
  task: VideoTask,
  update: { status: VideoTaskStatus; videoUrl: string | null; thumbnail: string | null; error: string | null },
): Promise<VideoTask> {
  if (task.status === update.status && (task.videoUrl ?? null) === update.videoUrl && (task.error ?? null) === update.error) return task
  const payload = await getPayloadClient()
  return payload.update({ collection: 'video-tasks', id: task.id, data: update, overrideAccess: false, user: student })
}
