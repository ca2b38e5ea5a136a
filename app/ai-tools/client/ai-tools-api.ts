import { readGenerateAnswer, readImageAnswer, readStatusAnswer, readUploadAnswer } from '../rules/media-answers'
import { VideoServiceError } from '../rules/media-errors'

/** The page's calls to the AI tools API (same origin, the session cookie). */
async function send(url: string, init: RequestInit = {}): Promise<{ ok: boolean; json: unknown }> {
  const response = await fetch(url, { ...init, credentials: 'same-origin', headers: { accept: 'application/json', ...init.headers } })
  const json: unknown = await response.json().catch(() => null)
  return { ok: response.ok, json }
}

const postJson = (url: string, body: unknown) =>
  send(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

export async function uploadVideoImage(file: File) {
  const form = new FormData()
  form.append('image', file)
  const answer = await send('/api/ai/heygen/asset/upload', { method: 'POST', body: form }).catch(() => {
    throw new VideoServiceError('uploadFailed')
  })
  return readUploadAnswer(answer.ok, answer.json)
}

export async function requestVideo(body: {
  image_key: string
  image_url?: string
  video_title: string
  script: string
  voice_id: string
  video_orientation: string
}) {
  const answer = await postJson('/api/ai/heygen/generate-video-av4', body).catch(() => {
    throw new VideoServiceError('videoRequestFailed')
  })
  return readGenerateAnswer(answer.ok, answer.json)
}

export async function fetchVideoStatus(videoId: string, signal?: AbortSignal) {
  const answer = await send(`/api/ai/heygen/video/status?id=${encodeURIComponent(videoId)}`, { signal })
  return readStatusAnswer(answer.ok, answer.json)
}

export async function uploadImageToEdit(file: File): Promise<string> {
  const form = new FormData()
  form.append('image', file)
  const answer = await send('/api/ai/media', { method: 'POST', body: form })
  return readImageAnswer(answer.ok, answer.json).url
}

export async function editImage(prompt: string, imageUrl: string): Promise<string> {
  const answer = await postJson('/api/ai/generate-image-gemini', { prompt, imageUrl })
  return readImageAnswer(answer.ok, answer.json).url
}
