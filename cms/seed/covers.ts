import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import type { Id } from '@schemas/id'
import type { SeedRun } from './ensure'

/** The covers we draw ourselves: one SVG per seeded course, named by its slug. */
export const coversDir = () => path.resolve(process.cwd(), 'cms/seed/data/covers')

/**
 * A course's cover as a media upload: the SVG is rasterised to WebP here, so the media library
 * holds an ordinary picture (Payload makes its thumbnail and card sizes from it) and no SVG is
 * served from our origin. Found again by its file name; none when the course has no drawing.
 */
export async function ensureCover(run: SeedRun, slug: string, title: string): Promise<Id | undefined> {
  const source = path.join(coversDir(), `${slug}.svg`)
  if (!existsSync(source)) return undefined
  const name = `course-cover-${slug}.webp`
  const data = await sharp(readFileSync(source)).webp({ quality: 82 }).toBuffer()
  const { doc } = await run.ensure(
    'media',
    { filename: { equals: name } },
    { alt: `Cover of ${title}` },
    { file: { data, mimetype: 'image/webp', name, size: data.length } },
  )
  return doc.id
}
