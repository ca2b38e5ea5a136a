import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { storePrefixes } from '../../../config/object-store'
import { idKey } from '@schemas/id'
import { mediaPathPattern } from '@schemas/ai/ai-tools'
import { fileStore } from '../../core/file-store.server'
import { problem } from '../../core/problem'
import type { SessionStudent } from '../../core/session.server'

/**
 * Images students bring to the AI tools and the edited images they get back, in the file store
 * (app/core/file-store.server.ts: DATA_DIR, or the site's S3 bucket) under ai-media/<student id>/
 * with random names. Only the owner reads them back
 * (/api/ai/media/<name>). Every upload is decoded and re-encoded by sharp: a file that is not a
 * JPEG, PNG or WebP image, or is larger than the limits, is refused, and metadata (GPS) is dropped.
 */
export const uploadLimits = {
  bytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'],
  /** sharp's names for the same formats: what the bytes are, whatever the upload declared. */
  formats: ['jpeg', 'png', 'webp'],
  maxSide: 1280,
} as const

const unsupported = () =>
  problem(415, 'Unsupported image', 'That file is not a JPEG, PNG or WebP image. Upload a photo in one of those formats.')

/**
 * The format the bytes really are, read from their header only. The declared type is the sender's
 * word: an SVG (a script-capable document sharp would render) or a TIFF sent as image/png is
 * refused here, before anything decodes or resizes it.
 */
async function decodedFormat(input: Buffer): Promise<string | undefined> {
  try {
    return (await sharp(input).metadata()).format
  } catch {
    return undefined
  }
}

export type StoredImage = { name: string; url: string; bytes: Buffer; contentType: 'image/jpeg' | 'image/png' }

const keyOf = (student: SessionStudent, name: string) => `${storePrefixes.aiMedia}/${idKey(student.id).replace(/[^\w-]/g, '_')}/${name}`

export async function saveUpload(student: SessionStudent, file: File): Promise<StoredImage> {
  if (!(uploadLimits.types as readonly string[]).includes(file.type))
    throw problem(415, 'Unsupported image', 'Upload a JPEG, PNG or WebP image.')
  if (file.size === 0) throw problem(400, 'Empty image', 'The image file is empty.')
  if (file.size > uploadLimits.bytes) throw problem(413, 'Image too large', 'Upload an image of at most 5 MB.')
  const input = Buffer.from(await file.arrayBuffer())
  const format = await decodedFormat(input)
  if (!format || !(uploadLimits.formats as readonly string[]).includes(format)) throw unsupported()
  let jpeg: Buffer
  try {
    jpeg = await sharp(input, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(uploadLimits.maxSide, uploadLimits.maxSide, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer()
  } catch {
    throw unsupported()
  }
  return store(student, jpeg, 'image/jpeg')
}

export async function store(student: SessionStudent, bytes: Buffer, contentType: 'image/jpeg' | 'image/png'): Promise<StoredImage> {
  const name = `${randomBytes(16).toString('hex')}.${contentType === 'image/png' ? 'png' : 'jpg'}`
  await fileStore().put(keyOf(student, name), bytes, contentType)
  return { name, url: `/api/ai/media/${name}`, bytes, contentType }
}

/** The student's own stored image named by a media URL, or null (someone else's, gone or not ours). */
export async function readOwnImage(student: SessionStudent, url: string): Promise<StoredImage | null> {
  const name = mediaPathPattern.exec(url.replace(/^https?:\/\/[^/]+/, ''))?.[1]
  if (!name) return null
  const file = await fileStore().get(keyOf(student, name))
  if (!file) return null
  return { name, url: `/api/ai/media/${name}`, bytes: file.bytes, contentType: name.endsWith('.png') ? 'image/png' : 'image/jpeg' }
}
