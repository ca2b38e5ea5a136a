/**
 * The AI tools' /api routes on a real Payload, with the real adapters talking over HTTP to the
 * simulators mounted as the site mounts them (/dev/ai/…): the pack gate, the whole video flow,
 * per-student ownership of uploads and videos, bad input, and the catalogue's messages.
 */
import type { ActionFunctionArgs } from '@remix-run/node'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveHandler } from '../support/serve-handler'
import { contractChecked } from '../support/api-contract'
import type { Session } from '../../app/auth/server/auth.server'

// The adapters reach the simulators at PUBLIC_URL/dev/ai/…: serve them before anything reads the
// environment (the Payload config does on import), so everything of the site is imported below.
const simulators = await serveHandler(async (request) => {
  const { handleSimulatorRequest } = await import('../../dev/simulators')
  return (await handleSimulatorRequest(request)) ?? new Response('Not found', { status: 404 })
})
Object.assign(process.env, { PUBLIC_URL: simulators.origin, VIDEO_SIMULATOR_RENDER_MS: '300' })

const { asStudent, createStudent, getPayloadClient } = await import('../support/students')
const { grantAiToolsPack } = await import('../support/purchases')
const upload = await import('../../app/routes/api.ai.heygen.asset.upload')
const generate = await import('../../app/routes/api.ai.heygen.generate-video-av4')
const status = await import('../../app/routes/api.ai.heygen.video.status')
const image = await import('../../app/routes/api.ai.generate-image-gemini')
const media = await import('../../app/routes/api.ai.media.$name')
const { videoErrors } = await import('../../app/ai-tools/rules/media-errors')

// Every answer is also held to the OpenAPI document (tests/support/api-contract.ts).
const run = (handler: (args: ActionFunctionArgs) => Promise<Response>, request: Request, params = {}) =>
  contractChecked(handler)({ request, params, context: {} })
const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

async function photoForm(width = 240, height = 320) {
  const form = new FormData()
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#4a8' } })
    .png()
    .toBuffer()
  form.append('image', new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' }))
  return form
}

let owner: Session
let stranger: Session
let withoutPack: Session

beforeAll(async () => {
  ;[owner, stranger, withoutPack] = await Promise.all([createStudent(), createStudent(), createStudent()])
  await grantAiToolsPack(owner.student.id)
  await grantAiToolsPack(stranger.student.id)
})

afterAll(async () => {
  await simulators.close()
})

/**
 * The simulator renders with sharp (the sample line: 72 frames): beside e2e on two cores a render took
 * longer than 100 polls, and at load 20 longer than a minute. A deadline, not a speed goal.
 */
async function waitFor(session: Session, videoId: string) {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    const answer = await (await run(status.loader, asStudent(session, `/api/ai/heygen/video/status?id=${videoId}`))).json()
    if (answer.status === 'completed' || answer.status === 'failed') return answer
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('the video never finished')
}

describe('AI tools API', { timeout: 150_000 }, () => {
  it('refuses a student without the AI tools pack, and a visitor', async () => {
    const refused = await run(
      upload.action,
      asStudent(withoutPack, '/api/ai/heygen/asset/upload', { method: 'POST', body: await photoForm() }),
    )
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ error: { title: 'AI tools pack needed' } })
    const visitor = await run(
      generate.action,
      new Request('http://localhost:3000/api/ai/heygen/generate-video-av4', json({ image_key: 'k', voice_id: 'en-US-ava' })),
    )
    expect(visitor.status).toBe(401)
  })

  it('uploads a photo, makes a video with the spec’s defaults and polls it to completed', async () => {
    const uploaded = await run(upload.action, asStudent(owner, '/api/ai/heygen/asset/upload', { method: 'POST', body: await photoForm() }))
    expect(uploaded.status).toBe(200)
    const { data } = await uploaded.json()
    expect(data).toEqual({
      image_key: expect.stringMatching(/^image\//),
      image_url: expect.stringMatching(/^\/api\/ai\/media\/[0-9a-f]{32}\.jpg$/),
    })
    // The same stored image can be sent again by its URL.
    const again = await run(upload.action, asStudent(owner, '/api/ai/heygen/asset/upload', json({ imageUrl: data.image_url })))
    expect(again.status).toBe(200)

    const started = await run(
      generate.action,
      asStudent(owner, '/api/ai/heygen/generate-video-av4', json({ image_key: data.image_key, voice_id: 'en-US-ava', script: '' })),
    )
    const { data: video } = await started.json()
    expect(video.video_id).toMatch(/^[0-9a-f]{32}$/)
    const payload = await getPayloadClient()
    const [task] = (await payload.find({ collection: 'video-tasks', where: { videoId: { equals: video.video_id } }, overrideAccess: true }))
      .docs
    expect(task).toMatchObject({ title: 'inlineprompt-video', status: 'pending' })

    const done = await waitFor(owner, video.video_id)
    expect(done).toMatchObject({
      status: 'completed',
      url: expect.stringMatching(/\.webm$/),
      thumbnail: expect.stringMatching(/\.jpg$/),
      error: null,
    })
    const file = await fetch(done.url)
    expect(file.headers.get('content-type')).toBe('video/webm')
    const stored = (await payload.findByID({ collection: 'video-tasks', id: task!.id, overrideAccess: true })) as {
      status: string
      videoUrl: string
    }
    expect(stored).toMatchObject({ status: 'completed', videoUrl: done.url })

    // Another student can neither poll this video nor read the photo.
    const theirs = await run(status.loader, asStudent(stranger, `/api/ai/heygen/video/status?id=${video.video_id}`))
    expect(theirs.status).toBe(404)
    expect(await theirs.json()).toMatchObject({ error: { title: videoErrors.statusCheckFailed } })
    const name = data.image_url.split('/').pop()
    expect((await run(media.loader, asStudent(stranger, data.image_url), { name })).status).toBe(404)
    expect((await run(media.loader, asStudent(owner, data.image_url), { name })).headers.get('content-type')).toBe('image/jpeg')
    const borrowed = await run(upload.action, asStudent(stranger, '/api/ai/heygen/asset/upload', json({ imageUrl: data.image_url })))
    expect(borrowed.status).toBe(404)
  })

  it('refuses bad input with 4xx: not an image, no voice, another site’s image URL', async () => {
    const form = new FormData()
    form.append('image', new File(['hello'], 'x.png', { type: 'image/png' }))
    expect((await run(upload.action, asStudent(owner, '/api/ai/heygen/asset/upload', { method: 'POST', body: form }))).status).toBe(415)
    expect((await run(generate.action, asStudent(owner, '/api/ai/heygen/generate-video-av4', json({ image_key: 'k' })))).status).toBe(400)
    const foreign = await run(
      image.action,
      asStudent(owner, '/api/ai/generate-image-gemini', json({ prompt: 'x', imageUrl: 'http://169.254.169.254/latest' })),
    )
    expect(foreign.status).toBe(400)
    expect(
      (await run(image.action, asStudent(owner, '/api/ai/generate-image-gemini', json({ imageUrl: '/api/ai/media/x.png' })))).status,
    ).toBe(400)
  })

  it('answers the catalogue’s messages: upload failed, video request failed, a failed render', async () => {
    const tiny = await run(
      upload.action,
      asStudent(owner, '/api/ai/heygen/asset/upload', { method: 'POST', body: await photoForm(16, 16) }),
    )
    expect({ status: tiny.status, body: await tiny.json() }).toMatchObject({
      status: 502,
      body: { error: { message: videoErrors.uploadFailed } },
    })
    const refused = await run(
      generate.action,
      asStudent(owner, '/api/ai/heygen/generate-video-av4', json({ image_key: 'image/none/original', voice_id: 'en-US-ava' })),
    )
    expect(await refused.json()).toMatchObject({ error: { message: videoErrors.videoRequestFailed } })

    const { data } = await (
      await run(upload.action, asStudent(owner, '/api/ai/heygen/asset/upload', { method: 'POST', body: await photoForm() }))
    ).json()
    const failing = await (
      await run(
        generate.action,
        asStudent(
          owner,
          '/api/ai/heygen/generate-video-av4',
          json({ image_key: data.image_key, voice_id: 'en-US-ava', script: 'Hi [fail]' }),
        ),
      )
    ).json()
    expect(await waitFor(owner, failing.data.video_id)).toMatchObject({ status: 'failed', error: 'Rendering failed (simulated)' })
  })

  it('edits an image into a stored PNG, or answers Image generation error', async () => {
    const { data } = await (
      await run(upload.action, asStudent(owner, '/api/ai/heygen/asset/upload', { method: 'POST', body: await photoForm() }))
    ).json()
    const edited = await run(
      image.action,
      asStudent(owner, '/api/ai/generate-image-gemini', json({ prompt: 'Add a sunset', imageUrl: data.image_url })),
    )
    const { url } = await edited.json()
    expect(url).toMatch(/^\/api\/ai\/media\/[0-9a-f]{32}\.png$/)
    const stored = await run(media.loader, asStudent(owner, url), { name: url.split('/').pop() })
    expect((await sharp(Buffer.from(await stored.arrayBuffer())).metadata()).format).toBe('png')
    const blocked = await run(
      image.action,
      asStudent(owner, '/api/ai/generate-image-gemini', json({ prompt: 'x [blocked]', imageUrl: data.image_url })),
    )
    expect({ status: blocked.status, body: await blocked.json() }).toEqual({
      status: 502,
      body: { error: { title: 'Image generation error', message: 'Image generation error' } },
    })
  })
})
