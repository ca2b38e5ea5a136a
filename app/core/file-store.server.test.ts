import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../host/cms-host'
import { diskFileStore, type FileStore, s3FileStore } from './file-store.server'

let root: string
let s3: S3rver
const stores: Record<string, () => FileStore> = {}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'file-store-'))
  const port = await freePort()
  s3 = new S3rver({ address: '127.0.0.1', port, silent: true, directory: root, configureBuckets: [{ name: 'files' }] })
  await s3.run()
  const s3Store = s3FileStore({
    kind: 's3',
    bucket: 'files',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  })
  stores.disk = () => diskFileStore(path.join(root, 'disk'))
  stores.s3 = () => s3Store
})

afterAll(async () => {
  await s3?.close()
  rmSync(root, { recursive: true, force: true })
})

describe.each(['disk', 's3'])('the %s file store', (kind) => {
  it('gives back the bytes and type it was given, and null for a key it never had', async () => {
    const store = stores[kind]!()
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])
    await store.put('ai-media/student_1/abc.jpg', bytes, 'image/jpeg')
    expect(await store.get('ai-media/student_1/abc.jpg')).toEqual({ bytes, contentType: 'image/jpeg' })
    expect(await store.get('ai-media/student_2/abc.jpg')).toBeNull()
  })

  it('refuses a key that could leave its folder', async () => {
    const store = stores[kind]!()
    for (const key of ['../payload-secret', 'ai-media/../../x.jpg', '/etc/passwd', 'ai-media'])
      await expect(store.get(key), key).rejects.toThrow(/Not a file store key/)
  })
})
