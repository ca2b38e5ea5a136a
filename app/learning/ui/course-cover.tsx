import { BookOpen } from 'lucide-react'
import type { CoverView } from '~/learning/rules/course-cover'

/**
 * A course's cover, sized by its width and height so nothing moves while it loads; lazy unless it
 * is above the fold. Decorative: the course's title is always next to it. Without a cover, a
 * drawn placeholder of the same shape.
 */
export function CourseCover({ cover, eager = false, sizes }: { cover: CoverView | null; eager?: boolean; sizes: string }) {
  if (!cover) {
    return (
      <div className="course-cover course-cover--empty" aria-hidden="true">
        <BookOpen size={40} />
      </div>
    )
  }
  return (
    <img
      className="course-cover"
      src={cover.src}
      srcSet={cover.srcSet ?? undefined}
      sizes={cover.srcSet ? sizes : undefined}
      width={cover.width}
      height={cover.height}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
    />
  )
}
