/**
 * Talking videos over the real host (HeyGen simulator): a voice the service does not have is the
 * student's mistake (400 with what to do), never a 502; and one student cannot fill the video
 * service's shared queue, so other students still get their videos made.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { simulatorKeys } from './simulator-keys'
import { imageKeyOf, png, studentWithPack, useSolidgate } from './ai-tools-support'
import { bodyOf, call, type TestStudent } from './support'

const generate = (student: TestStudent, imageKey: string, voiceId = 'en-US-ava') =>
  call('/api/ai/heygen/generate-video-av4', {
    method: 'POST',
    token: student.token,
    // A short script renders in a moment: the queue is what is tested, not the renderer.
    json: { image_key: imageKey, script: 'Hi', voice_id: voiceId },
  })

describe.skipIf(process.env.PAYMENT_SIMULATOR === 'false')('talking videos', () => {
  beforeAll(useSolidgate)

  it('the simulator refuses an unknown voice as HeyGen does: 400 invalid_parameter naming voice_id', async () => {
    const headers = { 'x-api-key': simulatorKeys.heygen }
    const asset = await call('/dev/ai/heygen/upload/v1/asset', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'image/png' },
      body: new Uint8Array(await png()),
    })
    expect(asset.status).toBe(200)
    const imageKey = ((await asset.json()) as { data: { image_key: string } }).data.image_key
    const refused = await call('/dev/ai/heygen/api/v2/video/av4/generate', {
      method: 'POST',
      headers,
      json: { image_key: imageKey, script: 'Hi', voice_id: 'no-such-voice' },
    })
    expect({ status: refused.status, body: await bodyOf(refused) }).toMatchObject({
      status: 400,
      body: { data: null, error: { code: 'invalid_parameter', param: 'voice_id', message: expect.stringContaining('voice_id') } },
    })
  })

  it('answers an unknown voice 400 with a message the student can act on, not 502', async () => {
    const { student } = await studentWithPack()
    const refused = await generate(student, await imageKeyOf(student), 'no-such-voice')
    expect({ status: refused.status, body: await bodyOf(refused) }).toMatchObject({
      status: 400,
      body: { error: { title: 'Unknown voice', message: expect.stringMatching(/voice.*list/i) } },
    })
  })

  it('gives each student a fair share of the video queue: one student’s burst leaves room for others', async () => {
    const [{ student: busy }, { student: other }] = [await studentWithPack(), await studentWithPack()]
    const imageKey = await imageKeyOf(busy)
    const otherKey = await imageKeyOf(other)
    const burst = await Promise.all(Array.from({ length: 12 }, () => generate(busy, imageKey)))
    // Another student, right after the burst, is not held up by it.
    const theirs = await generate(other, otherKey)
    expect({ status: theirs.status, body: await bodyOf(theirs) }).toMatchObject({
      status: 200,
      body: { data: { video_id: expect.any(String) } },
    })
    const statuses = burst.map((answer) => answer.status)
    const started = statuses.filter((status) => status === 200).length
    expect(started, statuses.join(',')).toBeGreaterThanOrEqual(1)
    expect(started, statuses.join(',')).toBeLessThanOrEqual(2)
    const refused = burst.filter((answer) => answer.status !== 200)
    for (const answer of refused) {
      expect(answer.status).toBe(429)
      expect(answer.headers.get('retry-after')).toMatch(/^\d+$/)
      expect(await bodyOf(answer)).toMatchObject({
        error: { title: 'Videos in progress', message: expect.stringMatching(/wait for one to finish/i) },
      })
    }
  })
})
