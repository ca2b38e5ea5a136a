import type { CollectionAdminOptions } from 'payload'
import { contentPreviewPath, type PreviewCollection } from '@schemas/content/content-preview'
import { getEnv } from '../../../config/env'

/**
 * The editor's live preview and "open in a new tab" link for content students and visitors see
 * (issue #47 item 12): the site's own page for content staff (app/content-preview), framed on this
 * origin. A document not saved yet has no page to show.
 */
export function contentPreview(collection: PreviewCollection): Pick<CollectionAdminOptions, 'livePreview' | 'preview'> {
  const url = (id: unknown) =>
    typeof id === 'number' || (typeof id === 'string' && id !== '')
      ? `${getEnv().publicUrl}${contentPreviewPath}?collection=${collection}&id=${encodeURIComponent(String(id))}`
      : null
  return {
    livePreview: {
      url: ({ data }) => url(data?.id),
      breakpoints: [
        { name: 'phone', label: 'Phone', width: 375, height: 667 },
        { name: 'desktop', label: 'Desktop', width: 1280, height: 800 },
      ],
    },
    preview: (doc) => url(doc.id),
  }
}
