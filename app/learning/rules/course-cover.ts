/** A course cover as the pages draw it: sized, so the card keeps its place while the picture loads. */
export type CoverView = { src: string; srcSet: string | null; width: number; height: number; alt: string }

type MediaFile = { filename?: string | null; width?: number | null; height?: number | null }
export type CoverMedia = MediaFile & { alt: string; sizes?: Record<string, MediaFile | undefined> | null }

/** Payload serves uploads under the site's CMS API path (proxied to the admin host). */
export const mediaFileUrl = (filename: string) => `/cms/api/media/file/${encodeURIComponent(filename)}`

/** The picture, its smaller sizes as a srcset (narrowest first), or null when it has no file or size. */
export function coverView(media: CoverMedia): CoverView | null {
  const { filename, width, height } = media
  if (!filename || !width || !height) return null
  const candidates = [...Object.values(media.sizes ?? {}), media]
    .filter((file): file is MediaFile & { filename: string; width: number } => Boolean(file?.filename && file.width))
    .sort((a, b) => a.width - b.width)
  const unique = candidates.filter((file, index) => candidates.findIndex((other) => other.width === file.width) === index)
  return {
    src: mediaFileUrl(filename),
    srcSet: unique.length > 1 ? unique.map((file) => `${mediaFileUrl(file.filename)} ${file.width}w`).join(', ') : null,
    width,
    height,
    alt: media.alt,
  }
}
