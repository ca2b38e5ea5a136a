import path from 'node:path'
import { invalidatesContent } from '../../hooks/content-changed'
import type { CollectionConfig } from 'payload'
import { getEnv } from '../../../config/env'
import { anyone } from '../../access/anyone'
import { isContentStaff } from '../../access/is-content-staff'

/** Uploaded images, stored on local disk under DATA_DIR/media (an absolute path). */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: anyone, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  // Visitors' pages keep this in memory: a change tells every site process (hooks/content-changed.ts).
  hooks: invalidatesContent,
  upload: {
    staticDir: path.join(getEnv().dataDir, 'media'),
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
