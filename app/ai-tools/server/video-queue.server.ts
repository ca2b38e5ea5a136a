import { idKey } from '@schemas/id'
import { errorResponse } from '../../core/problem'
import { oneAtATime } from '../../core/one-at-a-time'
import type { SessionStudent } from '../../core/session.server'
import { isUnfinished, taskUpdateOf } from '../rules/video-status'
import { videoQueue, videosInProgressMessage } from '../rules/video-queue'
import { videoService } from './media-services.server'
import { saveVideoStatus, unfinishedVideoTasks } from './video-tasks.server'

const inTurn = oneAtATime()

/**
 * Runs `start` (asking the service for a video and storing its task) unless the student already
 * has their share of videos being made (rules/video-queue.ts); then a 429 with Retry-After. A
 * student's requests are checked and started one at a time in this process, so a burst of them
 * cannot all pass the count before any is stored. (Processes of one site each keep their own turn:
 * a burst spread over several can start one video more per process.)
 */
export function inVideoQueue<T>(student: SessionStudent, start: () => Promise<T>): Promise<T> {
  return inTurn(idKey(student.id), async () => {
    if ((await videosInProgress(student)) >= videoQueue.perStudent) {
      throw errorResponse(
        { status: 429, title: 'Videos in progress', message: videosInProgressMessage },
        { 'Retry-After': String(videoQueue.retryAfterSeconds) },
      )
    }
    return start()
  })
}

async function videosInProgress(student: SessionStudent): Promise<number> {
  const unfinished = await unfinishedVideoTasks(student, new Date(Date.now() - videoQueue.staleAfterMs))
  if (unfinished.length < videoQueue.perStudent) return unfinished.length
  // The page that polled them may have closed before they finished: ask the service before refusing.
  let stillRunning = 0
  for (const task of unfinished) {
    const answer = await videoService()
      .videoStatus(task.videoId)
      .catch(() => null)
    const update = answer ? taskUpdateOf(answer) : null
    if (!update || isUnfinished(update.status)) stillRunning += 1
    else await saveVideoStatus(student, task, update)
  }
  return stillRunning
}
