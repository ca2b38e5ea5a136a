import sharp from 'sharp'
import { getEnv } from '../../../config/env'
import { idKey } from '@schemas/id'
import { assetUploadBody, generateImageBody, generateVideoBody, videoStatusQuery } from '@schemas/ai/ai-tools'
import type { SessionStudent } from '../../core/session.server'
import { parseBody, readJson } from '../../http/api.server'
import { errorResponse, problem } from '../../core/problem'
import { enforceRateLimit } from '../../http/rate-limit.server'
import { aiToolsRateLimits } from '../rules/ai-tools-rate-limit'
import { ImageServiceError, VideoRequestRefused, VideoServiceError, imageGenerationError, videoErrors } from '../rules/media-errors'
import { taskUpdateOf } from '../rules/video-status'
import { unknownVoiceMessage, videoServiceBusyMessage } from '../rules/video-queue'
import { videoVoices } from '../rules/voices'
import { requireAiToolsPack } from './ai-tools-pack.server'
import { imageService, videoService } from './media-services.server'
import { readOwnImage, saveUpload, store, type StoredImage } from './media-store.server'
import { createVideoTask, findOwnVideoTask, saveVideoStatus, taskView } from './video-tasks.server'
import { inVideoQueue } from './video-queue.server'

/**
 * The AI tools' API (spec §7 /ai/{video-service}/… and /ai/generate-image-gemini). Every call:
 * the body parsed first, then the student's rate limit, then the AI tools pack. A service failure
 * is a 502 whose message is the spec's catalogue entry (app/ai-tools/rules/media-errors.ts); a
 * refusal that is no failure says what to do: another voice (400), or wait a minute (503).
 */
const studentKey = (student: SessionStudent) => `student:${idKey(student.id)}`

async function admit(student: SessionStudent, rule: keyof typeof aiToolsRateLimits) {
  await enforceRateLimit(aiToolsRateLimits[rule], studentKey(student))
  await requireAiToolsPack(student)
}

function serviceFailure(error: unknown): never {
  if (error instanceof VideoRequestRefused) {
    console.warn(`[ai-tools] ${error.reason}: ${error.detail ?? ''}`)
    if (error.reason === 'unknownVoice') throw problem(400, 'Unknown voice', unknownVoiceMessage)
    throw errorResponse({ status: 503, title: 'Video service busy', message: videoServiceBusyMessage }, { 'Retry-After': '60' })
  }
  if (error instanceof VideoServiceError) {
    console.warn(`[ai-tools] ${error.kind}: ${error.detail ?? ''}`)
    throw problem(502, error.message, error.message)
  }
  if (error instanceof ImageServiceError) {
    console.warn(`[ai-tools] image: ${error.detail ?? ''}`)
    throw problem(502, imageGenerationError, imageGenerationError)
  }
  throw error
}

async function ownImage(student: SessionStudent, url: string): Promise<StoredImage> {
  const image = await readOwnImage(student, url)
  if (!image) throw problem(404, 'Image not found', 'That image is not among your uploads. Upload it again.')
  return image
}

async function multipartImage(request: Request): Promise<File> {
  const form = await request.formData().catch(() => null)
  const value = form?.get('image')
  if (!(value instanceof File)) throw problem(400, 'Invalid request', 'Send the image as the multipart field "image".')
  return value
}

/** POST /api/ai/media: stores an image to edit (multipart `image`); answers its url. */
export async function uploadMedia(request: Request, student: SessionStudent) {
  const file = await multipartImage(request)
  await admit(student, 'generate')
  const image = await saveUpload(student, file)
  return { url: image.url }
}

/** POST asset/upload: a multipart `image` file, or JSON {imageUrl} naming one of the student's uploads. */
export async function uploadAsset(request: Request, student: SessionStudent) {
  const multipart = (request.headers.get('content-type') ?? '').startsWith('multipart/form-data')
  const imageUrl = multipart ? null : parseBody(assetUploadBody, await readJson(request)).imageUrl
  const file = multipart ? await multipartImage(request) : null
  await admit(student, 'generate')
  const image = file ? await saveUpload(student, file) : await ownImage(student, imageUrl!)
  try {
    const { imageKey } = await videoService().uploadImage(image.bytes, image.contentType)
    return { data: { image_key: imageKey, image_url: image.url } }
  } catch (error) {
    serviceFailure(error)
  }
}

/** POST generate-video-av4: starts the video and stores it as the student's video task. */
export async function generateVideo(request: Request, student: SessionStudent) {
  const body = parseBody(generateVideoBody, await readJson(request))
  // The service's account has exactly the voices offered (rules/voices.ts): any other is refused before it is asked.
  if (!videoVoices.some((voice) => voice.id === body.voice_id)) throw problem(400, 'Unknown voice', unknownVoiceMessage)
  await admit(student, 'generate')
  return inVideoQueue(student, async () => {
    try {
      const { videoId } = await videoService().generateVideo({
        imageKey: body.image_key,
        title: body.video_title,
        script: body.script,
        voiceId: body.voice_id,
        orientation: body.video_orientation,
      })
      await createVideoTask(student, videoId, body.video_title)
      return { data: { video_id: videoId } }
    } catch (error) {
      serviceFailure(error)
    }
  })
}

/** GET video/status?id=: the student's own video only; the answer also updates the stored task. */
export async function videoStatus(request: Request, student: SessionStudent) {
  const { id } = parseBody(videoStatusQuery, Object.fromEntries(new URL(request.url).searchParams))
  await admit(student, 'status')
  const task = await findOwnVideoTask(student, id)
  if (!task) throw problem(404, videoErrors.statusCheckFailed, 'There is no video of yours with that id.')
  try {
    const answer = await videoService().videoStatus(id)
    const saved = await saveVideoStatus(student, task, taskUpdateOf(answer))
    const view = taskView(saved)
    // HeyGen's files are on its CDN, which the site's media policy does not allow: the page gets them through the site.
    const proxied =
      view.videoUrl && !getEnv().media.video?.simulated ? `/api/ai/heygen/video/file?id=${encodeURIComponent(id)}` : view.videoUrl
    return { status: view.status, url: proxied, thumbnail: view.thumbnail, error: view.error }
  } catch (error) {
    serviceFailure(error)
  }
}

/** GET video/file?id=: the student's finished video, streamed from the service's own URL (stored by the site, never the caller's). */
export async function videoFile(request: Request, student: SessionStudent): Promise<Response> {
  const { id } = parseBody(videoStatusQuery, Object.fromEntries(new URL(request.url).searchParams))
  await enforceRateLimit(aiToolsRateLimits.status, studentKey(student))
  const task = await findOwnVideoTask(student, id)
  if (!task?.videoUrl || task.status !== 'completed') throw problem(404, 'Not found', 'There is no finished video of yours with that id.')
  const range = request.headers.get('range')
  const upstream = await fetch(task.videoUrl, { headers: range ? { range } : {}, signal: AbortSignal.timeout(60_000) }).catch(() => null)
  if (!upstream || (!upstream.ok && upstream.status !== 206)) throw problem(502, videoErrors.notResponding, videoErrors.notResponding)
  const headers = new Headers({ 'cache-control': 'private, max-age=3600', 'x-content-type-options': 'nosniff' })
  for (const name of ['content-type', 'content-length', 'content-range', 'accept-ranges']) {
    const value = upstream.headers.get(name)
    if (value) headers.set(name, value)
  }
  return new Response(upstream.body, { status: upstream.status, headers })
}

/** POST generate-image-gemini: the edited image, stored for the student; answers its url. */
export async function generateImage(request: Request, student: SessionStudent) {
  const body = parseBody(generateImageBody, await readJson(request))
  await admit(student, 'generate')
  const input = await ownImage(student, body.imageUrl)
  try {
    const service = imageService()
    if (body.model && body.model !== service.model) throw problem(400, 'Unknown model', `This site edits images with ${service.model}.`)
    const edited = await service.editImage({ prompt: body.prompt, image: input.bytes, contentType: input.contentType })
    const png = await sharp(edited.image)
      .png()
      .toBuffer()
      .catch(() => {
        throw new ImageServiceError('the model answered bytes that are not an image')
      })
    const saved = await store(student, png, 'image/png')
    return { url: saved.url, model: service.model }
  } catch (error) {
    serviceFailure(error)
  }
}
