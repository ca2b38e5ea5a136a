import { useCallback, useEffect, useRef, useState } from 'react'
import { sampleScript } from '@schemas/ai/ai-tools'
import { resumeVideoId } from '../rules/media-answers'
import { videoErrorMessage } from '../rules/media-errors'
import { pollVideo } from '../rules/video-polling'
import { fetchVideoStatus, requestVideo, uploadVideoImage } from './ai-tools-api'
import { cacheImageKey, cachedImageKey, forgetImageKey, readLastTask, saveLastTask } from './video-storage'

export type VideoForm = { file: File; orientation: string; title: string; script: string; voiceId: string }
export type VideoState =
  | { step: 'idle' }
  | { step: 'uploading' }
  | { step: 'requesting' }
  | { step: 'generating'; videoId: string; status: 'pending' | 'processing' }
  | { step: 'completed'; url: string; thumbnail: string | null; script: string }
  | { step: 'failed'; error: string }

/** Upload (or the cached image key) → generate → poll; leaving the page stops the polling. */
export function useVideoGeneration(pollIntervalMs: number, owner: string) {
  const [state, setState] = useState<VideoState>({ step: 'idle' })
  const stopper = useRef<AbortController | null>(null)
  useEffect(() => () => stopper.current?.abort(), [])

  const follow = useCallback(
    async (videoId: string, title?: string, script = '') => {
      stopper.current?.abort()
      const controller = new AbortController()
      stopper.current = controller
      setState({ step: 'generating', videoId, status: 'pending' })
      const outcome = await pollVideo({
        fetchStatus: (signal) => fetchVideoStatus(videoId, signal),
        intervalMs: pollIntervalMs,
        signal: controller.signal,
        onStep: (step) => {
          if (!step.done) setState({ step: 'generating', videoId, status: step.status })
        },
      }).catch(() => null)
      if (!outcome) return
      saveLastTask(owner, { videoId, title, script, status: outcome.status })
      setState(
        outcome.status === 'completed'
          ? { step: 'completed', url: outcome.url, thumbnail: outcome.thumbnail, script }
          : { step: 'failed', error: outcome.error },
      )
    },
    [pollIntervalMs, owner],
  )

  const generate = useCallback(
    async (form: VideoForm) => {
      try {
        let image = cachedImageKey(owner, form.file)
        if (!image) {
          setState({ step: 'uploading' })
          const uploaded = await uploadVideoImage(form.file)
          cacheImageKey(owner, form.file, uploaded.imageKey, uploaded.imageUrl)
          image = { fingerprint: '', ...uploaded }
        }
        setState({ step: 'requesting' })
        const { videoId } = await requestVideo({
          image_key: image.imageKey,
          ...(image.imageUrl ? { image_url: image.imageUrl } : {}),
          video_title: form.title,
          script: form.script,
          voice_id: form.voiceId,
          video_orientation: form.orientation,
        }).catch((error: unknown) => {
          // The service may have forgotten the key: upload afresh next time.
          forgetImageKey(owner)
          throw error
        })
        const script = form.script.trim() || sampleScript
        saveLastTask(owner, { videoId, title: form.title, script, status: 'pending' })
        await follow(videoId, form.title, script)
      } catch (error) {
        setState({ step: 'failed', error: videoErrorMessage(error) })
      }
    },
    [follow, owner],
  )

  const resume = useCallback(async () => {
    try {
      const stored = readLastTask(owner)
      await follow(resumeVideoId(stored), stored?.title, stored?.script)
    } catch (error) {
      setState({ step: 'failed', error: videoErrorMessage(error) })
    }
  }, [follow, owner])

  return { state, generate, resume }
}
