import type { CSSProperties } from 'react'

type ScreenImageProps = {
  src?: string
  width?: number
  height?: number
  /** Illustrations repeat what the heading says, so they are decorative unless told otherwise. */
  alt?: string
  /** The first screen's image is the likely LCP: load it eagerly with high priority. */
  priority?: boolean
  className?: string
  /** The screen's `imgStyles`, as authored in the funnel. */
  imgStyles?: Record<string, string | number>
}

const numeric = (value: string | number | undefined) => (typeof value === 'number' ? value : undefined)

/**
 * An image whose box is fixed before it loads (width/height plus aspect-ratio, contained), so a
 * picture of another shape never shifts the layout.
 */
export function ScreenImage({ src, width, height, alt = '', priority, className, imgStyles }: ScreenImageProps) {
  if (!src) return null
  const w = numeric(imgStyles?.width) ?? width ?? 327
  const h = numeric(imgStyles?.height) ?? height ?? 222
  const style = { aspectRatio: `${w} / ${h}`, ...imgStyles } as CSSProperties
  return (
    <img
      className={['f-image', className].filter(Boolean).join(' ')}
      src={src}
      width={w}
      height={h}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      style={style}
    />
  )
}
