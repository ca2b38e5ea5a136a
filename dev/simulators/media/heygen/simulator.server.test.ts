import '../../../../tests/support/simulator-protocol'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { videoVoices } from '../../../../app/ai-tools/rules/voices'
import { createHeygenSimulator } from './simulator.server'

const base = 'http://site.test/dev/ai/heygen/'

async function setup(maxQueued: number) {
  const sim = createHeygenSimulator({ apiKey: 'installation-key', publicBase: base, renderMs: 0, maxQueued })
  const send = (path: string, init: RequestInit & { key?: string } = {}) =>
    sim.handle(
      new Request(base + path, { ...init, headers: { 'x-api-key': init.key ?? 'installation-key', ...init.headers } }),
      path.split('?')[0]!,
    )
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer()
  const upload = await send('upload/v1/asset', { method: 'POST', headers: { 'content-type': 'image/png' }, body: new Uint8Array(png) })
  const imageKey = ((await upload.json()) as { data: { image_key: string } }).data.image_key
  const generate = (key?: string) =>
    send('api/v2/video/av4/generate', {
      method: 'POST',
      key,
      body: JSON.stringify({ image_key: imageKey, script: 'Hello there', voice_id: videoVoices[0]!.id }),
    })
  return { send, generate }
}

describe('HeyGen simulator: its render work', () => {
  it('renders nothing for a caller without this installation’s key', async () => {
    const { generate } = await setup(1)
    for (const key of ['sim_heygen_key', '']) expect((await generate(key)).status).toBe(401)
    expect((await generate()).status, 'the queue is still free').toBe(200)
  })

  it('refuses with 429 past maxQueued renders, and takes work again once they are done', async () => {
    const { generate, send } = await setup(1)
    const first = await generate()
    expect(first.status).toBe(200)
    const busy = await generate()
    expect(busy.status).toBe(429)
    expect(await busy.json()).toMatchObject({ error: { code: 'rate_limit_exceeded' } })
    const videoId = ((await first.json()) as { data: { video_id: string } }).data.video_id
    await expect
      .poll(
        async () =>
          ((await (await send(`api/v1/video_status.get?video_id=${videoId}`)).json()) as { data: { status: string } }).data.status,
        {
          timeout: 15_000,
        },
      )
      .toBe('completed')
    expect((await generate()).status).toBe(200)
  }, 20_000)
})
