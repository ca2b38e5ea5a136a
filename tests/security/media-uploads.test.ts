/** Uploads are served from the site's own origin, so only inert types are accepted — even from staff. */
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { bodyOf, call, staffToken } from './support'

async function upload(file: Blob, name: string): Promise<Response> {
  const form = new FormData()
  form.append('file', file, name)
  form.append('_payload', JSON.stringify({ alt: 'Security test upload' }))
  return call('/cms/api/media', { method: 'POST', token: await staffToken(), body: form })
}

describe('media uploads', () => {
  it('refuses an SVG (a document that can run script on our origin)', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>'
    const response = await upload(new Blob([svg], { type: 'image/svg+xml' }), 'cover.svg')
    expect(response.status).toBe(400)
  })

  it('accepts a PNG, served from the disk store with caching headers', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer()
    const response = await upload(new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cover.png')
    expect(response.status, JSON.stringify(await bodyOf(response.clone()))).toBe(201)
    const { doc } = (await response.json()) as { doc: { id: number; filename: string } }
    const served = await call(`/cms/api/media/file/${encodeURIComponent(doc.filename)}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('cache-control'), 'a shared cache may keep an upload a while').toMatch(/^public, max-age=\d+/)
    await call(`/cms/api/media/${doc.id}`, { method: 'DELETE', token: await staffToken() })
  })
})
