/**
 * The AI tools' real adapters (HeyGen, Gemini) against their local simulators over real HTTP: the
 * happy path end to end (upload → generate → poll → a playable WebM; an edited image), what the
 * simulators refuse, and every failure outcome the spec's catalogue names.
 */
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGeminiService } from '../../app/ai-tools/gemini/adapter.server'
import { createGeminiSimulator } from '../../dev/simulators/media/gemini/simulator.server'
import { createHeygenService } from '../../app/ai-tools/heygen/adapter.server'
import { createHeygenSimulator } from '../../dev/simulators/media/heygen/simulator.server'
import { ImageServiceError, VideoServiceError, videoErrors } from '../../app/ai-tools/rules/media-errors'
import { pollVideo } from '../../app/ai-tools/rules/video-polling'
import { videoVoices } from '../../app/ai-tools/rules/voices'
import type { VideoService } from '../../app/ai-tools/video-service'
import { serveHandler } from '../support/serve-handler'

const voice = videoVoices[0].id

const heygenKey = 'test-heygen-key'
const geminiKey = 'test-gemini-key'
const model = 'gemini-2.5-flash-image'
const prefix = (path: string) => (request: Request) => new URL(request.url).pathname.slice(path.length)

let heygenServer: Awaited<ReturnType<typeof serveHandler>>
let geminiServer: Awaited<ReturnType<typeof serveHandler>>
let heygen: ReturnType<typeof createHeygenSimulator>
let video: VideoService
const photo = () =>
  sharp({ create: { width: 200, height: 260, channels: 3, background: '#3a7bd5' } })
    .jpeg()
    .toBuffer()

beforeAll(async () => {
  heygenServer = await serveHandler((request) => heygen.handle(request, prefix('/heygen/')(request)))
  const base = `${heygenServer.origin}/heygen`
  heygen = createHeygenSimulator({ apiKey: heygenKey, publicBase: base, renderMs: 300 })
  const gemini = createGeminiSimulator({ apiKey: geminiKey, model })
  geminiServer = await serveHandler((request) => gemini.handle(request, prefix('/gemini/')(request)))
  video = createHeygenService({ apiKey: heygenKey, baseUrl: `${base}/api`, uploadUrl: `${base}/upload` })
})

afterAll(async () => {
  await heygenServer.close()
  await geminiServer.close()
})

async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(VideoServiceError)
  return (error as VideoServiceError).kind
}

const poll = (videoId: string) => pollVideo({ fetchStatus: () => video.videoStatus(videoId), intervalMs: 60 })

describe('HeyGen adapter ↔ simulator', () => {
  it('uploads an image, makes a video of it and polls it to a real WebM with a thumbnail', async () => {
    const { imageKey } = await video.uploadImage(await photo(), 'image/jpeg')
    expect(imageKey).toMatch(/^image\/[0-9a-f]{32}\/original$/)
    const { videoId } = await video.generateVideo({
      imageKey,
      title: 't',
      script: 'Hello there, I am a talking photo.',
      voiceId: voice,
      orientation: 'landscape',
    })
    const outcome = await poll(videoId)
    expect(outcome.status).toBe('completed')
    if (outcome.status !== 'completed') return
    const file = await fetch(outcome.url)
    expect(file.headers.get('content-type')).toBe('video/webm')
    const bytes = new Uint8Array(await file.arrayBuffer())
    expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]) // EBML magic
    expect(Buffer.from(bytes).includes(Buffer.from('V_VP8'))).toBe(true)
    const thumbnail = await sharp(Buffer.from(await (await fetch(outcome.thumbnail!)).arrayBuffer())).metadata()
    expect({ width: thumbnail.width, height: thumbnail.height }).toEqual({ width: 640, height: 360 })
  })

  it('refuses a wrong or missing key: upload failed, video request failed, status check failed', async () => {
    const wrong = createHeygenService({
      apiKey: 'nope',
      baseUrl: `${heygenServer.origin}/heygen/api`,
      uploadUrl: `${heygenServer.origin}/heygen/upload`,
    })
    expect(await failureOf(wrong.uploadImage(await photo(), 'image/jpeg'))).toBe('uploadFailed')
    expect(await failureOf(wrong.generateVideo({ imageKey: 'k', title: 't', script: 's', voiceId: voice, orientation: 'portrait' }))).toBe(
      'videoRequestFailed',
    )
    expect(await failureOf(wrong.videoStatus('abc'))).toBe('statusCheckFailed')
    const noKey = await fetch(`${heygenServer.origin}/heygen/upload/v1/asset`, {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg' },
      body: await photo(),
    })
    expect(noKey.status).toBe(401)
  })

  it('refuses bytes that are not an image, an image too small for an avatar and an unsupported type', async () => {
    expect(await failureOf(video.uploadImage(Buffer.from('not an image'), 'image/png'))).toBe('uploadFailed')
    const tiny = await sharp({ create: { width: 16, height: 16, channels: 3, background: 'red' } })
      .png()
      .toBuffer()
    expect(await failureOf(video.uploadImage(tiny, 'image/png'))).toBe('uploadFailed')
    const gif = await fetch(`${heygenServer.origin}/heygen/upload/v1/asset`, {
      method: 'POST',
      headers: { 'content-type': 'image/gif', 'x-api-key': heygenKey },
      body: 'GIF89a',
    })
    expect(gif.status).toBe(400)
  })

  it('refuses an unknown image key, an empty script, an empty or unknown voice and a bad orientation', async () => {
    const { imageKey } = await video.uploadImage(await photo(), 'image/jpeg')
    const request = { imageKey, title: 't', script: 'Hi', voiceId: voice, orientation: 'portrait' as const }
    expect(await failureOf(video.generateVideo({ ...request, imageKey: 'image/unknown/original' }))).toBe('videoRequestFailed')
    expect(await failureOf(video.generateVideo({ ...request, script: '  ' }))).toBe('videoRequestFailed')
    // HeyGen names the voice in its refusal: the adapter reads it as the student's mistake, a 400 they can act on.
    for (const voiceId of ['', 'not-a-voice-of-this-account']) {
      const refused = await video.generateVideo({ ...request, voiceId }).catch((caught: unknown) => caught)
      expect(refused).toMatchObject({ name: 'VideoRequestRefused', reason: 'unknownVoice' })
    }
    expect(await failureOf(video.generateVideo({ ...request, orientation: 'square' as never }))).toBe('videoRequestFailed')
  })

  it('reaches every failure outcome: a refused request, a failed render, a video stuck pending, an unknown video', async () => {
    const { imageKey } = await video.uploadImage(await photo(), 'image/jpeg')
    const request = { imageKey, title: 't', voiceId: voice, orientation: 'portrait' as const }
    expect(await failureOf(video.generateVideo({ ...request, script: 'Hello [refuse]' }))).toBe('videoRequestFailed')
    const failing = await video.generateVideo({ ...request, script: 'Hello [fail]' })
    expect(await poll(failing.videoId)).toEqual({ status: 'failed', error: 'Rendering failed (simulated)' })
    const stuck = await video.generateVideo({ ...request, script: 'Hello [stuck]' })
    expect(await poll(stuck.videoId)).toEqual({ status: 'failed', error: videoErrors.notResponding })
    expect(await failureOf(video.videoStatus('0'.repeat(32)))).toBe('statusCheckFailed')
    expect(await poll('0'.repeat(32))).toEqual({ status: 'failed', error: videoErrors.statusCheckFailed })
  })

  it('names an answer without an image key or a video id (a service that changed its shape)', async () => {
    const broken = (body: unknown) =>
      createHeygenService({ apiKey: 'k', baseUrl: 'http://x', uploadUrl: 'http://x' }, async () => Response.json(body))
    expect(await failureOf(broken({ code: 100, data: {} }).uploadImage(await photo(), 'image/jpeg'))).toBe('noImageKey')
    expect(
      await failureOf(
        broken({ error: null, data: {} }).generateVideo({
          imageKey: 'k',
          title: 't',
          script: 's',
          voiceId: voice,
          orientation: 'portrait',
        }),
      ),
    ).toBe('noVideoId')
    const unreachable = createHeygenService({ apiKey: 'k', baseUrl: 'http://127.0.0.1:9', uploadUrl: 'http://127.0.0.1:9' })
    expect(await failureOf(unreachable.videoStatus('x'))).toBe('statusCheckFailed')
  })
})

describe('Gemini adapter ↔ simulator', () => {
  const service = (apiKey = geminiKey) => createGeminiService({ apiKey, baseUrl: `${geminiServer.origin}/gemini`, model })

  it('answers a real edited image of the input', async () => {
    const input = await photo()
    const { image, contentType } = await service().editImage({
      prompt: 'Make it look like a sunset',
      image: input,
      contentType: 'image/jpeg',
    })
    expect(contentType).toBe('image/png')
    const meta = await sharp(Buffer.from(image)).metadata()
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'png', width: 200, height: 260 })
    const [before, after] = await Promise.all([sharp(input).stats(), sharp(Buffer.from(image)).stats()])
    expect(after.channels[0]!.mean).not.toBeCloseTo(before.channels[0]!.mean, 0)
  })

  it('refuses a missing or wrong key, a missing prompt or image, another model; a blocked prompt is an error', async () => {
    const input = await photo()
    await expect(service('wrong').editImage({ prompt: 'x', image: input, contentType: 'image/jpeg' })).rejects.toBeInstanceOf(
      ImageServiceError,
    )
    const url = `${geminiServer.origin}/gemini/v1beta/models/${model}:generateContent`
    const post = (body: unknown, headers: Record<string, string> = { 'x-goog-api-key': geminiKey }) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
    const image = { inline_data: { mime_type: 'image/jpeg', data: input.toString('base64') } }
    expect((await post({ contents: [{ parts: [{ text: 'x' }, image] }] }, {})).status).toBe(403)
    const noPrompt = await post({ contents: [{ parts: [image] }] })
    expect({ status: noPrompt.status, body: await noPrompt.json() }).toMatchObject({
      status: 400,
      body: { error: { status: 'INVALID_ARGUMENT' } },
    })
    expect((await post({ contents: [{ parts: [{ text: 'x' }] }] })).status).toBe(400)
    expect(
      (await fetch(url.replace(model, 'other-model'), { method: 'POST', headers: { 'x-goog-api-key': geminiKey }, body: '{}' })).status,
    ).toBe(404)
    await expect(service().editImage({ prompt: 'Anything [blocked]', image: input, contentType: 'image/jpeg' })).rejects.toThrow(
      'Image generation error',
    )
  })
})
