import { ApiRefusal, imageGenerationError, VideoServiceError, videoErrors } from './media-errors'

/**
 * How the page reads the API's answers (spec §7): the image key from `data.image_key`, the video
 * id from `data`, the top level or `id`, the image url. A refusal's message is shown as it is when
 * it is one of the catalogue's; otherwise the step's own catalogue message.
 */
type Json = Record<string, unknown> | null

const record = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null

function refusal(json: unknown): string | null {
  const error = record(record(json)?.error)
  return typeof error?.message === 'string' ? error.message : null
}

const catalogue = new Set<string>(Object.values(videoErrors))

function videoRefusal(ok: boolean, json: unknown, fallback: keyof typeof videoErrors): void {
  if (ok) return
  const message = refusal(json)
  if (message && catalogue.has(message)) throw new Error(message)
  // A 4xx of ours (not signed in, no pack, bad input, too many attempts) says what to do; keep it.
  if (message && !message.startsWith('Something went wrong')) throw new ApiRefusal(message)
  throw new VideoServiceError(fallback)
}

export function readUploadAnswer(ok: boolean, json: unknown): { imageKey: string; imageUrl: string | null } {
  videoRefusal(ok, json, 'uploadFailed')
  const data = record(record(json)?.data)
  if (typeof data?.image_key !== 'string' || !data.image_key) throw new VideoServiceError('noImageKey')
  return { imageKey: data.image_key, imageUrl: typeof data.image_url === 'string' ? data.image_url : null }
}

export function readGenerateAnswer(ok: boolean, json: unknown): { videoId: string } {
  videoRefusal(ok, json, 'videoRequestFailed')
  const top = record(json)
  const data = record(top?.data)
  const videoId = data?.video_id ?? top?.video_id ?? data?.id ?? top?.id
  if (typeof videoId !== 'string' || !videoId) throw new VideoServiceError('noVideoId')
  return { videoId }
}

export function readStatusAnswer(ok: boolean, json: unknown) {
  videoRefusal(ok, json, 'statusCheckFailed')
  const body = record(json)
  if (typeof body?.status !== 'string') throw new VideoServiceError('statusCheckFailed')
  const text = (value: unknown) => (typeof value === 'string' ? value : null)
  return { status: body.status, url: text(body.url), thumbnail: text(body.thumbnail), error: text(body.error) }
}

/** The image answer: its url, or 'Image generation error' for any failure (a 4xx of ours keeps its message). */
export function readImageAnswer(ok: boolean, json: unknown): { url: string } {
  const message = refusal(json)
  if (!ok) throw new Error(message && !message.startsWith('Something went wrong') ? message : imageGenerationError)
  const url = record(json)?.url
  if (typeof url !== 'string' || !url) throw new Error(imageGenerationError)
  return { url }
}

/** The last video task as kept in client storage, and which video to resume (spec: "no last task found"). */
export type StoredVideoTask = { videoId?: string; title?: string; script?: string; status?: string }

export function resumeVideoId(stored: StoredVideoTask | null): string {
  if (!stored) throw new VideoServiceError('noLastTask')
  if (!stored.videoId) throw new VideoServiceError('noVideoIdInLastTask')
  return stored.videoId
}

/** The script as a WebVTT captions track for the finished video (one cue; the video is short). */
export function captionsVtt(script: string): string {
  const text =
    script
      .replace(/-->/g, '→')
      .replace(/\n{2,}/g, '\n')
      .trim() || '(no speech)'
  return `WEBVTT\n\n00:00:00.000 --> 00:10:00.000\n${text}\n`
}
