import { describe, expect, it } from 'vitest'
import { VideoRequestRefused, VideoServiceError } from '../rules/media-errors'
import { createHeygenService } from './adapter.server'

const answering = (status: number, body: unknown) => (async () => Response.json(body, { status })) as unknown as typeof fetch
const service = (fetchImpl: typeof fetch) =>
  createHeygenService({ apiKey: 'key', baseUrl: 'https://api.example', uploadUrl: 'https://upload.example' }, fetchImpl)
const request = { imageKey: 'image/x/original', title: 't', script: 'Hi', voiceId: 'gone', orientation: 'portrait' } as const

async function refusalOf(status: number, body: unknown): Promise<unknown> {
  return service(answering(status, body))
    .generateVideo(request)
    .catch((error: unknown) => error)
}

describe('HeyGen adapter refusals', () => {
  it('reads a voice HeyGen does not have as the student’s choice, not a failure', async () => {
    const byParam = await refusalOf(400, {
      data: null,
      error: { code: 'invalid_parameter', message: 'Invalid parameter', param: 'voice_id' },
    })
    expect(byParam).toBeInstanceOf(VideoRequestRefused)
    expect(byParam).toMatchObject({ reason: 'unknownVoice' })
    const byMessage = await refusalOf(400, { data: null, error: { code: 'invalid_parameter', message: 'voice_id gone not found' } })
    expect(byMessage).toMatchObject({ reason: 'unknownVoice' })
  })

  it('reads 429 as a busy queue and anything else as the catalogue’s failure', async () => {
    expect(await refusalOf(429, { data: null, error: { code: 'rate_limit_exceeded', message: 'Too many' } })).toMatchObject({
      reason: 'busy',
    })
    const other = await refusalOf(400, { data: null, error: { code: 'invalid_parameter', message: 'image_key not found' } })
    expect(other).toBeInstanceOf(VideoServiceError)
    expect(other).toMatchObject({ kind: 'videoRequestFailed' })
    expect(await refusalOf(500, 'oops')).toMatchObject({ kind: 'videoRequestFailed' })
  })
})
