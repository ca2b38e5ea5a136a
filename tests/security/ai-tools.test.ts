/**
 * The AI tools over the real host: students only, the pack gate, the upload size limit before a
 * byte is read, other students' images unreachable, and the media simulator refusing unkeyed calls.
 */
import http from 'node:http'
import { describe, expect, it } from 'vitest'
import { base, bodyOf, call, signUpStudent } from './support'

const someImage = `/api/ai/media/${'a'.repeat(32)}.jpg`

describe('AI tools over HTTP', () => {
  it('answers visitors 401 and students without the AI tools pack 403', async () => {
    expect((await call('/api/ai/generate-image-gemini', { method: 'POST', json: { prompt: 'x', imageUrl: someImage } })).status).toBe(401)
    expect((await call(someImage)).status).toBe(401)
    const student = await signUpStudent()
    const refused = await call('/api/ai/generate-image-gemini', {
      method: 'POST',
      token: student.token,
      json: { prompt: 'x', imageUrl: someImage },
    })
    expect({ status: refused.status, body: await bodyOf(refused) }).toMatchObject({
      status: 403,
      body: { error: { title: 'AI tools pack needed' } },
    })
    const status = await call(`/api/ai/heygen/video/status?id=${'b'.repeat(32)}`, { token: student.token })
    expect(status.status).toBe(403)
  })

  it('refuses an image URL that is not one of the student’s uploads (the server never fetches it)', async () => {
    const student = await signUpStudent()
    for (const imageUrl of ['http://169.254.169.254/latest/meta-data', 'file:///etc/passwd', '/api/ai/media/../../x.jpg']) {
      const answer = await call('/api/ai/heygen/asset/upload', { method: 'POST', token: student.token, json: { imageUrl } })
      expect(answer.status, imageUrl).toBe(400)
    }
    expect((await call(`/api/ai/media/..%2F..%2Fpayload-secret`, { token: student.token })).status).toBe(404)
  })

  it('refuses an upload larger than the limit before reading it, and allows the 5 MB an image may have', async () => {
    const declare = (bytes: number) =>
      new Promise<number>((resolve, reject) => {
        const request = http.request(`${base}/api/ai/heygen/asset/upload`, {
          method: 'POST',
          headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(bytes) },
        })
        request.on('response', (response) => {
          response.resume()
          resolve(response.statusCode ?? 0)
          request.destroy()
        })
        request.on('error', reject)
        request.write('--x\r\n')
      })
    expect(await declare(7 * 1024 * 1024)).toBe(413)
    const student = await signUpStudent()
    const form = new FormData()
    form.append('image', new File([new Uint8Array(5 * 1024 * 1024 - 1024)], 'big.png', { type: 'image/png' }))
    const answer = await call('/api/ai/heygen/asset/upload', { method: 'POST', token: student.token, body: form })
    expect(answer.status, 'through the host to the pack check').toBe(403)
  })

  it('the video simulator refuses calls without its key', async () => {
    const upload = await call('/dev/ai/heygen/upload/v1/asset', {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array([1, 2, 3]),
    })
    expect(upload.status).toBe(401)
    const edit = await call('/dev/ai/gemini/v1beta/models/gemini-2.5-flash-image:generateContent', {
      method: 'POST',
      json: { contents: [] },
    })
    expect(edit.status).toBe(403)
  })
})
