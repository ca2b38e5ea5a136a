import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { getEnv } from '../../config/env'
import { type ObjectStoreEnv, s3ClientConfig } from '../../config/object-store'

/**
 * Files the product writes itself (the AI tools' images): under DATA_DIR on one machine, or in
 * the site's S3 bucket when S3_* is set (decision 029), so any process serves a file another wrote.
 * Keys are `/`-separated and made by the product (never a visitor's text).
 */
export type StoredFile = { bytes: Buffer; contentType: string }

export type FileStore = {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>
  /** The file, or null when there is none under that key. */
  get(key: string): Promise<StoredFile | null>
}

const safeKey = /^[\w-]+(\/[\w.-]+)+$/

function checkKey(key: string): string {
  if (!safeKey.test(key) || key.includes('..')) throw new Error(`Not a file store key: ${key}`)
  return key
}

const typeByExtension: Record<string, string> = { '.jpg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp', '.webm': 'video/webm' }

export function diskFileStore(dir: string): FileStore {
  return {
    async put(key, bytes) {
      const file = path.join(dir, checkKey(key))
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, bytes)
    },
    async get(key) {
      try {
        const bytes = await readFile(path.join(dir, checkKey(key)))
        return { bytes, contentType: typeByExtension[path.extname(key)] ?? 'application/octet-stream' }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
  }
}

export function s3FileStore(store: Extract<ObjectStoreEnv, { kind: 's3' }>, client = new S3Client(s3ClientConfig(store))): FileStore {
  return {
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket: store.bucket, Key: checkKey(key), Body: bytes, ContentType: contentType }))
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: store.bucket, Key: checkKey(key) }))
        if (!object.Body) return null
        return {
          bytes: Buffer.from(await object.Body.transformToByteArray()),
          contentType: object.ContentType ?? 'application/octet-stream',
        }
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NotFound') return null
        throw error
      }
    },
  }
}

let instance: FileStore | undefined

/** This process's file store, from the configuration. */
export function fileStore(): FileStore {
  const store = getEnv().objectStore
  instance ??= store.kind === 's3' ? s3FileStore(store) : diskFileStore(store.dir)
  return instance
}
