import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publicFiles } from './public-files'

const dir = mkdtempSync(path.join(tmpdir(), 'public-files-'))
let base = ''
let close: () => void = () => {}

beforeAll(async () => {
  mkdirSync(path.join(dir, 'icons'))
  writeFileSync(path.join(dir, 'icons', 'icon-192.png'), 'png')
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>')
  const app = express()
  app.use(publicFiles(dir, { maxAge: '1h' }))
  app.get('*', (_req, res) => void res.type('text/plain').send('page'))
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
})
afterAll(() => close())

const text = async (url: string) => (await fetch(`${base}${url}`)).text()

describe('public files', () => {
  it('serves the files under the directory, top level and nested, encoded or not', async () => {
    expect(await text('/favicon.svg')).toBe('<svg/>')
    expect(await text('/icons/icon-192.png')).toBe('png')
    expect(await text('/favicon%2Esvg')).toBe('<svg/>')
    expect((await fetch(`${base}/favicon.svg`)).headers.get('cache-control')).toBe('public, max-age=3600')
  })

  it('hands every other path to the pages without looking at the disk', async () => {
    expect(await text('/courses')).toBe('page')
    expect(await text('/icons-and-more')).toBe('page')
    // Read once at start: a file that appears later is not served (the build does not change while running).
    writeFileSync(path.join(dir, 'later.txt'), 'late')
    expect(await text('/later.txt')).toBe('page')
  })

  it('lets a missing file under a known entry fall through to the pages', async () => {
    expect(await text('/icons/missing.png')).toBe('page')
  })
})
