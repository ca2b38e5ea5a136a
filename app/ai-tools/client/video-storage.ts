import type { StoredVideoTask } from '../rules/media-answers'

/**
 * The spec's "video-service keys" in client storage: the image key of the last uploaded image (so
 * the same image is not uploaded twice) and the last video task (to pick it up after a reload).
 */
const imageKeyKey = 'heygen_image_key'
const lastTaskKey = 'heygen_last_task'

type CachedImage = { fingerprint: string; imageKey: string; imageUrl: string | null }

export const fileFingerprint = (file: File) => `${file.name}:${file.size}:${file.lastModified}`

function read<T>(key: string): T | null {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as T | null
  } catch {
    return null
  }
}

export function cachedImageKey(file: File): CachedImage | null {
  const cached = read<CachedImage>(imageKeyKey)
  return cached && cached.fingerprint === fileFingerprint(file) ? cached : null
}

export function cacheImageKey(file: File, imageKey: string, imageUrl: string | null) {
  localStorage.setItem(imageKeyKey, JSON.stringify({ fingerprint: fileFingerprint(file), imageKey, imageUrl }))
}

export const forgetImageKey = () => localStorage.removeItem(imageKeyKey)

export const readLastTask = () => read<StoredVideoTask>(lastTaskKey)
export const saveLastTask = (task: StoredVideoTask) => localStorage.setItem(lastTaskKey, JSON.stringify(task))
