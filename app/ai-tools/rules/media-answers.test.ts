import { describe, expect, it } from 'vitest'
import { imageGenerationError, videoErrorMessage, videoErrors } from './media-errors'
import { readGenerateAnswer, readImageAnswer, readStatusAnswer, readUploadAnswer, resumeVideoId } from './media-answers'

const refused = (message: string) => ({ error: { title: message, message } })
const messageOf = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return videoErrorMessage(error)
  }
  throw new Error('did not throw')
}

describe('the video error catalogue, as the page shows it', () => {
  it('reads the image key, or says the upload failed or returned no key', () => {
    expect(readUploadAnswer(true, { data: { image_key: 'image/1/original', image_url: '/api/ai/media/x.jpg' } })).toEqual({
      imageKey: 'image/1/original',
      imageUrl: '/api/ai/media/x.jpg',
    })
    expect(messageOf(() => readUploadAnswer(true, { data: {} }))).toBe(videoErrors.noImageKey)
    expect(messageOf(() => readUploadAnswer(false, refused(videoErrors.uploadFailed)))).toBe(videoErrors.uploadFailed)
    expect(messageOf(() => readUploadAnswer(false, 'not json'))).toBe(videoErrors.uploadFailed)
    // The site's own refusals keep their message.
    expect(messageOf(() => readUploadAnswer(false, refused('Upload an image of at most 5 MB.')))).toBe('Upload an image of at most 5 MB.')
  })

  it('finds the video id in data, at the top level or as id; else no video id / request failed', () => {
    expect(readGenerateAnswer(true, { data: { video_id: 'a' } })).toEqual({ videoId: 'a' })
    expect(readGenerateAnswer(true, { video_id: 'b' })).toEqual({ videoId: 'b' })
    expect(readGenerateAnswer(true, { id: 'c' })).toEqual({ videoId: 'c' })
    expect(messageOf(() => readGenerateAnswer(true, { data: null }))).toBe(videoErrors.noVideoId)
    expect(messageOf(() => readGenerateAnswer(false, null))).toBe(videoErrors.videoRequestFailed)
  })

  it('reads a status, or says the status check failed', () => {
    expect(readStatusAnswer(true, { status: 'completed', url: '/v', thumbnail: null, error: null })).toEqual({
      status: 'completed',
      url: '/v',
      thumbnail: null,
      error: null,
    })
    expect(messageOf(() => readStatusAnswer(true, {}))).toBe(videoErrors.statusCheckFailed)
    expect(messageOf(() => readStatusAnswer(false, { error: { message: 'Something went wrong. Please try again.' } }))).toBe(
      videoErrors.statusCheckFailed,
    )
  })

  it('resumes the last task only when there is one with a video id', () => {
    expect(messageOf(() => resumeVideoId(null))).toBe(videoErrors.noLastTask)
    expect(messageOf(() => resumeVideoId({ title: 'x' }))).toBe(videoErrors.noVideoIdInLastTask)
    expect(resumeVideoId({ videoId: 'v1' })).toBe('v1')
  })

  it('shows anything outside the catalogue as Unknown error', () => {
    expect(videoErrorMessage(new TypeError('Failed to fetch'))).toBe(videoErrors.unknown)
    expect(videoErrorMessage(undefined)).toBe(videoErrors.unknown)
    expect(videoErrorMessage(videoErrors.notResponding)).toBe(videoErrors.notResponding)
  })
})

describe('the image answer', () => {
  it('is the url, or Image generation error', () => {
    expect(readImageAnswer(true, { url: '/api/ai/media/y.png' })).toEqual({ url: '/api/ai/media/y.png' })
    expect(() => readImageAnswer(false, refused(imageGenerationError))).toThrow(imageGenerationError)
    expect(() => readImageAnswer(true, {})).toThrow(imageGenerationError)
    expect(() => readImageAnswer(false, { error: { message: 'Write a prompt for the image.' } })).toThrow('Write a prompt for the image.')
  })
})
