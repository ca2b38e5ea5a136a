/**
 * With HEYGEN_API_KEY set the site talks to "the real HeyGen" — here the simulator at its own
 * address, keyed like a real account — and hands the finished video to the page through
 * /api/ai/heygen/video/file, since HeyGen's CDN is outside the site's media policy.
 */
import type { ActionFunctionArgs } from '@remix-run/node'
import sharp from 'sharp'
import { afterAll, expect, it } from 'vitest'
import { createHeygenSimulator } from '../../app/ai-tools/heygen/simulator.server'
import { serveHandler } from '../support/serve-handler'
import { contractChecked } from '../support/api-contract'

// "The real HeyGen": a simulator of its own with an account key (the site's /dev/ai/heygen route
// is off once HEYGEN_API_KEY is set).
const accountKey = 'heygen-account-key'
const simulators = await serveHandler(async (request) => {
  const match = /^\/dev\/ai\/heygen\/(.*)$/.exec(new URL(request.url).pathname)
  if (!match) return new Response('Not found', { status: 404 })
  return heygen.handle(request, match[1]!)
})
const heygen = createHeygenSimulator({ apiKey: accountKey, publicBase: `${simulators.origin}/dev/ai/heygen`, renderMs: 200 })
Object.assign(process.env, {
  PUBLIC_URL: simulators.origin,
  HEYGEN_API_KEY: accountKey,
  VIDEO_BASE_URL: `${simulators.origin}/dev/ai/heygen/api`,
  VIDEO_UPLOAD_URL: `${simulators.origin}/dev/ai/heygen/upload`,
  VIDEO_SIMULATOR_RENDER_MS: '200',
})

const { asStudent, createStudent } = await import('../support/students')
const { grantAiToolsPack } = await import('../support/purchases')
const upload = await import('../../app/routes/api.ai.heygen.asset.upload')
const generate = await import('../../app/routes/api.ai.heygen.generate-video-av4')
const status = await import('../../app/routes/api.ai.heygen.video.status')
const file = await import('../../app/routes/api.ai.heygen.video.file')
const { getEnv } = await import('../../config/env')

// Every answer is also held to the OpenAPI document (tests/support/api-contract.ts).
const run = (handler: (args: ActionFunctionArgs) => Promise<Response>, request: Request) =>
  contractChecked(handler)({ request, params: {}, context: {} })

afterAll(async () => {
  await simulators.close()
})

it('streams the finished video through the site, to its owner only', async () => {
  expect(getEnv().media.video).toMatchObject({ simulated: false, apiKey: accountKey })
  const [owner, stranger] = await Promise.all([createStudent(), createStudent()])
  for (const session of [owner, stranger]) await grantAiToolsPack(session.student.id)
  const form = new FormData()
  const bytes = await sharp({ create: { width: 120, height: 160, channels: 3, background: '#a55' } })
    .png()
    .toBuffer()
  form.append('image', new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' }))
  const { data } = await (await run(upload.action, asStudent(owner, '/api/ai/heygen/asset/upload', { method: 'POST', body: form }))).json()
  const body = JSON.stringify({ image_key: data.image_key, voice_id: 'en-US-ava', script: 'Hi!' })
  const started = await run(
    generate.action,
    asStudent(owner, '/api/ai/heygen/generate-video-av4', { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
  )
  const videoId = (await started.json()).data.video_id as string

  let answer: { status: string; url: string | null } = { status: 'pending', url: null }
  for (let tries = 0; tries < 100 && answer.status !== 'completed'; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    answer = await (await run(status.loader, asStudent(owner, `/api/ai/heygen/video/status?id=${videoId}`))).json()
  }
  expect(answer.url).toBe(`/api/ai/heygen/video/file?id=${videoId}`)
  const video = await run(file.loader, asStudent(owner, answer.url!))
  expect(video.headers.get('content-type')).toBe('video/webm')
  expect([...new Uint8Array(await video.arrayBuffer()).subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3])
  expect((await run(file.loader, asStudent(stranger, answer.url!))).status).toBe(404)
})
