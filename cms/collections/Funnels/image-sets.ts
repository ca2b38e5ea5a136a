import { readdirSync } from 'node:fs'
import path from 'node:path'
import type { ImageSet } from '../../admin/studio/image-set-choices'

const pictureFile = /\.(svg|png|jpe?g|webp|gif|avif)$/i

/**
 * The funnels' image sets as they exist: the folders under public/images/funnels/ (served at
 * /images/funnels/<set>/) with the pictures in each. They ship with the site, so reading them once
 * when the config loads is current until the next deploy. None when the folder is missing.
 */
export function listImageSets(dir = path.resolve(process.cwd(), 'public/images/funnels')): ImageSet[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && /^[a-z0-9-]+$/.test(entry.name))
      .map((entry) => ({
        id: entry.name,
        pictures: readdirSync(path.join(dir, entry.name))
          .filter((name) => pictureFile.test(name))
          .sort(),
      }))
      .sort((a, b) => (a.id === 'default' ? -1 : b.id === 'default' ? 1 : a.id.localeCompare(b.id)))
  } catch {
    return []
  }
}
