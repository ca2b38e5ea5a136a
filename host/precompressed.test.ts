import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressDirectory, precompressedAssets } from './precompressed'

const dir = mkdtempSync(path.join(tmpdir(), 'precompressed-'))
const script = `console.log(${JSON.stringify('x'.repeat(4000))})\n`
let base = ''
let close: () => void = () => {}

beforeAll(async () => {
  mkdirSync(path.join(dir, 'chunks'))
  writeFileSync(path.join(dir, 'chunks', 'entry-abc123.js'), script)
  writeFileSync(path.join(dir, 'tiny.css'), 'a{}')
  writeFileSync(path.join(dir, 'photo.webp'), Buffer.alloc(5000))
  expect(precompressDirectory(dir)).toBe(1)
  const app = express()
  app.use('/assets', precompressedAssets(dir), express.static(dir))
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets`
  close = () => server.close()
})
afterAll(() => close())

const get = (file: string, encoding: string) => fetch(`${base}/${file}`, { headers: { 'accept-encoding': encoding } })

describe('precompressed assets', () => {
  it('writes brotli and gzip twins only for text assets over 1 kB', () => {
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'chunks', 'entry-abc123.js.br'))).toString()).toBe(script)
    expect(gunzipSync(readFileSync(path.join(dir, 'chunks', 'entry-abc123.js.gz'))).toString()).toBe(script)
    expect(() => readFileSync(path.join(dir, 'tiny.css.br'))).toThrow()
    expect(() => readFileSync(path.join(dir, 'photo.webp.br'))).toThrow()
  })

  it('serves brotli, else gzip, with the original type, Vary and a year of caching', async () => {
    const br = await get('chunks/entry-abc123.js', 'gzip, deflate, br')
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('content-type')).toMatch(/javascript/)
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/)
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const gz = await get('chunks/entry-abc123.js', 'gzip')
    expect(gz.headers.get('content-encoding')).toBe('gzip')
  })

  it('falls through to the plain file without an accepted encoding, and never leaves the directory', async () => {
    const plain = await get('chunks/entry-abc123.js', 'identity')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(script)
    expect((await get('..%2F..%2Fetc%2Fpasswd.js', 'br')).status).toBe(404)
  })
})
