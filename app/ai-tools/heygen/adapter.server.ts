import { VideoRequestRefused, VideoServiceError } from '../rules/media-errors'
import type { VideoService, VideoStatus } from '../video-service'

/**
 * HeyGen behind the VideoService interface (https://docs.heygen.com): upload the image as an asset
 * (POST {uploadUrl}/v1/asset, the raw bytes, answered with `data.image_key`), create an Avatar IV
 * video from it (POST {baseUrl}/v2/video/av4/generate → `data.video_id`) and read its status
 * (GET {baseUrl}/v1/video_status.get?video_id=). Every call carries the X-Api-Key header. With no
 * HEYGEN_API_KEY the same code talks to its simulator (dev/simulators/media/heygen/).
 */
export type HeygenConfig = { apiKey: string; baseUrl: string; uploadUrl: string }

const timeoutMs = 30_000

export function createHeygenService(config: HeygenConfig, fetchImpl: typeof fetch = fetch): VideoService {
  async function call(url: string, init: RequestInit, failure: VideoServiceError['kind']): Promise<{ status: number; json: unknown }> {
    let response: Response
    try {
      response = await fetchImpl(url, {
        ...init,
        headers: { ...init.headers, 'x-api-key': config.apiKey, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      throw new VideoServiceError(failure, `HeyGen unreachable: ${(error as Error).message}`)
    }
    const text = await response.text()
    let json: unknown = null
    try {
      json = JSON.parse(text)
    } catch {
      // An HTML error page from a proxy: the status says enough.
    }
    if (!response.ok) {
      const detail = `HeyGen answered ${response.status}: ${errorText(json) ?? text.slice(0, 200)}`
      const refused = refusalOf(response.status, json)
      throw refused ? new VideoRequestRefused(refused, detail) : new VideoServiceError(failure, detail)
    }
    return { status: response.status, json }
  }

  return {
    name: 'heygen',

    async uploadImage(image, contentType) {
      const { json } = await call(
        `${config.uploadUrl}/v1/asset`,
        { method: 'POST', headers: { 'content-type': contentType }, body: Buffer.from(image) },
        'uploadFailed',
      )
      const data = record(record(json)?.data)
      const imageKey = data?.image_key
      if (typeof imageKey !== 'string' || !imageKey) throw new VideoServiceError('noImageKey', 'HeyGen answered no data.image_key')
      return { imageKey, url: typeof data?.url === 'string' ? data.url : null }
    },

    async generateVideo(request) {
      const { json } = await call(
        `${config.baseUrl}/v2/video/av4/generate`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            image_key: request.imageKey,
            video_title: request.title,
            script: request.script,
            voice_id: request.voiceId,
            video_orientation: request.orientation,
          }),
        },
        'videoRequestFailed',
      )
      const videoId = videoIdIn(json)
      if (!videoId) throw new VideoServiceError('noVideoId', 'HeyGen answered no video_id')
      return { videoId }
    },

    async videoStatus(videoId) {
      const { json } = await call(
        `${config.baseUrl}/v1/video_status.get?video_id=${encodeURIComponent(videoId)}`,
        { method: 'GET' },
        'statusCheckFailed',
      )
      const data = record(record(json)?.data)
      if (!data || typeof data.status !== 'string') throw new VideoServiceError('statusCheckFailed', 'HeyGen answered no status')
      const error = record(data.error)
      const status: VideoStatus = {
        status: data.status,
        url: typeof data.video_url === 'string' ? data.video_url : null,
        thumbnail: typeof data.thumbnail_url === 'string' ? data.thumbnail_url : null,
        error: error ? String(error.message ?? error.detail ?? 'failed') : typeof data.error === 'string' ? data.error : null,
      }
      return status
    },
  }
}

/** The spec: the video id is in `data`, at the top level, or as `id`. */
export function videoIdIn(json: unknown): string | null {
  const top = record(json)
  const data = record(top?.data)
  const candidate = data?.video_id ?? top?.video_id ?? data?.id ?? top?.id
  return typeof candidate === 'string' && candidate ? candidate : null
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null
}

/**
 * A refusal that is no failure. HeyGen answers a parameter it cannot use with 400 and
 * `{"error": {"code": "invalid_parameter", "message": …, "param": "voice_id"}}` (its error
 * reference: a `param` names the field of a validation error; older answers name it in the message
 * only; a resource it does not find may come as 404), and a full queue or a spent rate limit with 429.
 */
function refusalOf(status: number, json: unknown): VideoRequestRefused['reason'] | null {
  if (status === 429) return 'busy'
  if (status !== 400 && status !== 404) return null
  const error = record(record(json)?.error)
  const message = errorText(json) ?? ''
  return error?.param === 'voice_id' || /\bvoice(_id)?\b/i.test(message) ? 'unknownVoice' : null
}

function errorText(json: unknown): string | null {
  const top = record(json)
  const error = record(top?.error)
  const message = error?.message ?? top?.message
  return typeof message === 'string' ? message : null
}
