import path from 'node:path'
import { storePrefixes } from '../../../config/object-store'
import { invalidatesContent } from '../../hooks/content-changed'
import type { CollectionConfig } from 'payload'
import { getEnv } from '../../../config/env'
import { anyone } from '../../access/anyone'
import { isContentStaff } from '../../access/is-content-staff'

/**
 * Uploaded images: on local disk under DATA_DIR/media, or in the site's S3 bucket under media/
 * when S3_* is set (cms/object-storage.ts). Either way served at /cms/api/media/file/<name>.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  access: { read: anyone, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  // Visitors' pages keep this in memory: a change tells every site process (hooks/content-changed.ts).
  hooks: invalidatesContent,
  upload: {
    // Unused while the S3 adapter stores the files.
    staticDir: path.join(getEnv().dataDir, storePrefixes.media),
    // Payload gives a new upload a name no other file has (it adds a suffix), so a cache may keep a
    // file an hour; personal requests are made private by the host (host/request-guards.ts).
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'public, max-age=3600, stale-while-revalidate=86400')
      return headers
    },
    // Raster images and Lottie JSON only: an SVG is a document that can carry script, and uploads
    // are served from the site's own origin.
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif', 'application/json'],
    imageSizes: [
      { name: 'thumbnail', width: 400 },
      { name: 'card', width: 768 },
    ],
  },
  fields: [{ name: 'alt', type: 'text', required: true }],
}
