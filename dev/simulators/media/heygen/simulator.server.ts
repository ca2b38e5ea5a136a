import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { type Orientation, type RenderedVideo, renderTalkingVideo } from './render-video.server'
import { simulatorScriptTriggers } from './simulator-triggers'
import type { FileStore } from '../../../../app/core/file-store.server'
import { protocol } from '../../product'
import { memoryFiles, memoryTable, type RecordTable } from '../../shared/records'

/**
 * A local HeyGen: `upload/v1/asset` (raw image bytes, answered with an `image_key`),
 * `api/v2/video/av4/generate` (Avatar IV: image_key, script, voice_id, orientation → `video_id`),
 * `api/v1/video_status.get?video_id=` (pending → processing → completed over `renderMs`) and the
 * finished files under `files/` (the real service hands out CDN links; these are unguessable).
 * It refuses what HeyGen refuses: a missing or wrong X-Api-Key, a body that is not an image, an
 * image too small for an avatar, unknown image keys, an empty script or voice, a bad orientation.
 * The video is a real WebM made from the image (./render-video.server.ts). Script words in
 * ./simulator-triggers.ts make a request fail, a render fail or a render never finish.
 *
 * Assets and videos are records in `tables` and their bytes files in `files` (in a running site
 * the database and the site's file store, so any process answers for a render another made; memory
 * by default, up to `maxEntries`). A render costs seconds of CPU: one runs at a time in a process,
 * and past `maxQueued` waiting there, generate answers 429 as HeyGen's rate limit does. Only callers with this installation's key (config/simulator-keys.ts) get that far.
 */
export type HeygenSimulatorOptions = {
  apiKey: string
  publicBase: string
  renderMs: number
  now?: () => number
  maxEntries?: number
  /** Renders waiting or running before generate refuses (default 10). */
  maxQueued?: number
  tables?: HeygenTables
  /** Where the uploaded images and the rendered videos and thumbnails are kept. */
  files?: FileStore
}
export type HeygenSimulator = ReturnType<typeof createHeygenSimulator>

export type SimAsset = { id: string; apiKey: string }
export type SimVideo = {
  id: string
  apiKey: string
  createdAt: number
  outcome: 'complete' | 'fail' | 'stuck'
  /** Set once the render has ended, by the process that ran it. */
  rendered?: { durationMs: number }
  renderError?: string
}
export type HeygenTables = { assets: RecordTable<SimAsset>; videos: RecordTable<SimVideo> }

const fileKey = (name: string) => `heygen-simulator/${name}`

const minSide = 32
const imageTypes = new Set(['image/jpeg', 'image/png', 'image/webp'])

/**
 * HeyGen v1's error shape ({code, message}) and v2's ({error:{code,message}}), each with its status;
 * a validation error of v2 also names the request field it is about (`param`, HeyGen's error reference).
 */
const v1Error = (status: number, code: number, message: string) => Response.json({ code, data: null, message }, { status })
const v2Error = (status: number, code: string, message: string, param?: string) =>
  Response.json({ data: null, error: { code, message, ...(param ? { param } : {}) } }, { status })

export function createHeygenSimulator(options: HeygenSimulatorOptions) {
  const { videoVoices } = protocol()
  const now = options.now ?? Date.now
  const maxEntries = options.maxEntries ?? 200
  const { assets, videos } = options.tables ?? { assets: memoryTable<SimAsset>(maxEntries), videos: memoryTable<SimVideo>(maxEntries) }
  const files = options.files ?? memoryFiles(maxEntries * 2)

  const maxQueued = options.maxQueued ?? 10
  let queued = 0
  let lastRender: Promise<unknown> = Promise.resolve()
  /** Runs renders one after another, so the simulator never takes more than one core. */
  function queueRender(render: () => Promise<RenderedVideo>): Promise<RenderedVideo> {
    queued++
    const run = lastRender.then(render).finally(() => queued--)
    lastRender = run.catch(() => undefined)
    return run
  }

  const authorised = (request: Request) => request.headers.get('x-api-key') === options.apiKey

  async function uploadAsset(request: Request): Promise<Response> {
    if (!authorised(request)) return v1Error(401, 400112, 'Unauthorized: invalid or missing X-Api-Key')
    const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
    if (!imageTypes.has(type)) return v1Error(400, 400100, 'Unsupported Content-Type: send image/jpeg, image/png or image/webp')
    const bytes = Buffer.from(await request.arrayBuffer())
    if (bytes.length === 0) return v1Error(400, 400100, 'The request body is empty')
    const meta = await sharp(bytes)
      .metadata()
      .catch(() => null)
    if (!meta?.width || !meta.height) return v1Error(400, 400100, 'The body is not a readable image')
    if (meta.width < minSide || meta.height < minSide)
      return v1Error(400, 400100, `The image must be at least ${minSide}×${minSide} pixels`)
    const id = randomBytes(16).toString('hex')
    const imageKey = `image/${id}/original`
    await files.put(fileKey(`${id}.img`), bytes, type)
    await assets.set(imageKey, { id, apiKey: options.apiKey })
    return Response.json({
      code: 100,
      data: {
        id,
        name: id,
        file_type: 'image',
        folder_id: '',
        meta: null,
        url: `${options.publicBase}/files/${id}.img`,
        image_key: imageKey,
      },
      msg: null,
      message: null,
    })
  }

  async function generate(request: Request): Promise<Response> {
    if (!authorised(request)) return v2Error(401, 'authentication_failed', 'Invalid or missing X-Api-Key')
    const body = (await request.json().catch(() => null)) as Record<string, unknown> | null
    if (!body || typeof body !== 'object') return v2Error(400, 'invalid_parameter', 'The body must be JSON')
    const { image_key: imageKey, script, voice_id: voiceId, video_title: title, video_orientation: orientation = 'portrait' } = body
    const asset = typeof imageKey === 'string' ? await assets.get(imageKey) : undefined
    const image = asset && (await files.get(fileKey(`${asset.id}.img`)))
    if (!image) return v2Error(400, 'invalid_parameter', 'image_key not found')
    if (typeof script !== 'string' || !script.trim()) return v2Error(400, 'invalid_parameter', 'script is required')
    if (script.length > 5000) return v2Error(400, 'invalid_parameter', 'script is longer than 5000 characters')
    if (typeof voiceId !== 'string' || !voiceId.trim()) return v2Error(400, 'invalid_parameter', 'voice_id is required', 'voice_id')
    // The simulated account has the voices the product offers; the real service refuses any other.
    if (!videoVoices.some((voice) => voice.id === voiceId))
      return v2Error(400, 'invalid_parameter', `voice_id ${voiceId} not found`, 'voice_id')
    if (title !== undefined && typeof title !== 'string') return v2Error(400, 'invalid_parameter', 'video_title must be a string')
    if (orientation !== 'portrait' && orientation !== 'landscape')
      return v2Error(400, 'invalid_parameter', 'video_orientation is portrait or landscape')
    if (queued >= maxQueued) return v2Error(429, 'rate_limit_exceeded', 'Too many videos are being generated; try again in a minute')
    const triggers = simulatorScriptTriggers(script)
    if (triggers.refuse) return v2Error(400, 'video_generation_refused', 'The request was refused (simulated)')
    const id = randomBytes(16).toString('hex')
    const spoken = triggers.cleanScript || 'Hello!'
    const video: SimVideo = {
      id,
      apiKey: options.apiKey,
      createdAt: now(),
      outcome: triggers.failRender ? 'fail' : triggers.stuck ? 'stuck' : 'complete',
    }
    await videos.set(id, video)
    void queueRender(() => renderTalkingVideo(image.bytes, spoken, orientation as Orientation))
      .then((rendered) => keepRender(video, rendered))
      .catch((error: unknown) => videos.set(id, { ...video, renderError: error instanceof Error ? error.message : String(error) }))
    return Response.json({ error: null, data: { video_id: id } })
  }

  /** The files first, then the record that says they are there. */
  async function keepRender(video: SimVideo, rendered: RenderedVideo) {
    await files.put(fileKey(`${video.id}.webm`), Buffer.from(rendered.webm), 'video/webm')
    await files.put(fileKey(`${video.id}.jpg`), rendered.thumbnail, 'image/jpeg')
    await videos.set(video.id, { ...video, rendered: { durationMs: rendered.durationMs } })
  }

  async function status(request: Request, url: URL): Promise<Response> {
    if (!authorised(request)) return v1Error(401, 400112, 'Unauthorized: invalid or missing X-Api-Key')
    const video = await videos.get(url.searchParams.get('video_id') ?? '')
    if (!video) return v1Error(404, 400116, 'Video not found')
    const elapsed = now() - video.createdAt
    const base = { id: video.id, video_url: null, thumbnail_url: null, duration: null, error: null }
    if (video.outcome === 'stuck' || elapsed < options.renderMs / 3)
      return Response.json({ code: 100, data: { ...base, status: 'pending' }, message: 'Success' })
    if (elapsed < options.renderMs || (!video.rendered && !video.renderError)) {
      return Response.json({ code: 100, data: { ...base, status: 'processing' }, message: 'Success' })
    }
    if (video.outcome === 'fail' || video.renderError) {
      const error = {
        code: 40119,
        message: 'Rendering failed (simulated)',
        detail: video.renderError ?? 'The avatar could not be animated',
      }
      return Response.json({ code: 100, data: { ...base, status: 'failed', error }, message: 'Success' })
    }
    return Response.json({
      code: 100,
      data: {
        ...base,
        status: 'completed',
        video_url: `${options.publicBase}/files/${video.id}.webm`,
        thumbnail_url: `${options.publicBase}/files/${video.id}.jpg`,
        duration: video.rendered!.durationMs / 1000,
      },
      message: 'Success',
    })
  }

  async function file(name: string): Promise<Response> {
    const match = /^([0-9a-f]{32})\.(webm|jpg)$/.exec(name)
    const video = match ? await videos.get(match[1]!) : undefined
    const stored = video?.rendered && video.outcome === 'complete' ? await files.get(fileKey(name)) : null
    if (!match || !stored) return new Response('Not found', { status: 404 })
    return new Response(new Uint8Array(stored.bytes), {
      headers: { 'content-type': match[2] === 'webm' ? 'video/webm' : 'image/jpeg', 'cache-control': 'private, max-age=3600' },
    })
  }

  return {
    /** `path` is what follows /dev/ai/heygen/. */
    async handle(request: Request, path: string): Promise<Response> {
      const url = new URL(request.url)
      if (request.method === 'POST' && path === 'upload/v1/asset') return uploadAsset(request)
      if (request.method === 'POST' && path === 'api/v2/video/av4/generate') return generate(request)
      if (request.method === 'GET' && path === 'api/v1/video_status.get') return status(request, url)
      if ((request.method === 'GET' || request.method === 'HEAD') && path.startsWith('files/')) return file(path.slice('files/'.length))
      return v1Error(404, 404, 'Not found')
    },
  }
}
