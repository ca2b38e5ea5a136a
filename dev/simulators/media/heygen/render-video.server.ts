import sharp from 'sharp'
import { escapeHtml } from '@schemas/text/escape-html'
import { vp8FromWebp, writeWebm } from './webm-writer'

export type Orientation = 'portrait' | 'landscape'
export type RenderedVideo = { webm: Uint8Array; thumbnail: Buffer; durationMs: number; width: number; height: number }

const sizes: Record<Orientation, { width: number; height: number }> = {
  portrait: { width: 360, height: 640 },
  landscape: { width: 640, height: 360 },
}
const fps = 8
/** About the pace of speech: the caption reveals the script word by word at this rate. */
const wordsPerSecond = 2.5
const maxDurationMs = 12_000

/**
 * The simulator's "talking" video: a slow zoom over the student's image with the script as a
 * caption that fills in as it is "spoken". Real VP8 frames (lossy WebP from sharp) in a real WebM.
 */
export async function renderTalkingVideo(image: Uint8Array, script: string, orientation: Orientation): Promise<RenderedVideo> {
  const { width, height } = sizes[orientation]
  const words = script.split(/\s+/).filter(Boolean)
  const durationMs = Math.min(maxDurationMs, Math.max(2000, Math.ceil((words.length / wordsPerSecond) * 1000) + 1000))
  const frameCount = Math.round((durationMs / 1000) * fps)
  // The base is 20% larger than the frame, so each frame is a window that slowly closes in.
  const baseWidth = Math.round(width * 1.2)
  const baseHeight = Math.round(height * 1.2)
  const base = await sharp(image).rotate().resize(baseWidth, baseHeight, { fit: 'cover' }).removeAlpha().raw().toBuffer()

  const frames = []
  let thumbnail: Buffer | undefined
  for (let index = 0; index < frameCount; index++) {
    const progress = frameCount > 1 ? index / (frameCount - 1) : 0
    const zoom = 1 + 0.2 * progress
    const windowWidth = Math.round(baseWidth / zoom)
    const windowHeight = Math.round(baseHeight / zoom)
    const spoken = words.slice(0, Math.ceil(words.length * Math.min(1, (index + 1) / (frameCount * 0.85))))
    const frame = sharp(base, { raw: { width: baseWidth, height: baseHeight, channels: 3 } })
      .extract({
        left: Math.round((baseWidth - windowWidth) / 2),
        top: Math.round((baseHeight - windowHeight) * (0.5 - 0.3 * progress)),
        width: windowWidth,
        height: windowHeight,
      })
      .resize(width, height)
      .composite([{ input: captionSvg(spoken.join(' '), width, height), top: 0, left: 0 }])
    const webp = await frame.clone().webp({ quality: 55 }).toBuffer()
    const vp8 = vp8FromWebp(webp)
    if (!vp8) throw new Error('sharp did not write a lossy WebP frame')
    frames.push({ vp8, timestampMs: Math.round((index * 1000) / fps) })
    if (index === 0) thumbnail = await frame.jpeg({ quality: 80 }).toBuffer()
  }
  return { webm: writeWebm({ width, height, durationMs, frames }), thumbnail: thumbnail!, durationMs, width, height }
}

function captionSvg(caption: string, width: number, height: number): Buffer {
  const lines = wrap(caption, Math.floor(width / 11)).slice(-3)
  const lineHeight = 24
  const bandHeight = lines.length * lineHeight + 24
  const text = lines
    .map((line, index) => `<text x="${width / 2}" y="${height - bandHeight + 30 + index * lineHeight}">${escapeHtml(line)}</text>`)
    .join('')
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      (lines.length
        ? `<rect x="0" y="${height - bandHeight}" width="${width}" height="${bandHeight}" fill="#000" fill-opacity="0.55"/>`
        : '') +
      `<g font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="18" fill="#fff" text-anchor="middle">${text}</g></svg>`,
  )
}

function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ').filter(Boolean)) {
    if (line && line.length + word.length + 1 > maxChars) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines
}
