import type { StoredVideoTask } from '../rules/media-answers'

/**
 * The spec's "video-service keys" in client storage: the image key of the last uploaded image (so
 * the same image is not uploaded twice) and the last video task (to pick it up after a reload).
 * Each is kept per student (`heygen_image_key:<id>`), so a shared browser never hands one
 * student's photo to the next.
 */
export const imageKeyStorageKey = (owner: string) => `heygen_image_key:${owner}`
const lastTaskStorageKey = (owner: string) => `heygen_last_task:${owner}`

type CachedImage = { fingerprint: string; imageKey: string; imageUrl: string | null }

export const fileFingerprint = (file: File) => `${file.name}:${file.size}:${file.lastModified}`

function read<T>(key: string): T | null {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as T | null
  } catch {
    return null
  }
}

export function cachedImageKey(owner: string, file: File): CachedImage | null {
  const cached = read<CachedImage>(imageKeyStorageKey(owner))
  return cached && cached.fingerprint === fileFingerprint(file) ? cached : null
}

export function cacheImageKey(owner: string, file: File, imageKey: string, imageUrl: string | null) {
  localStorage.setItem(imageKeyStorageKey(owner), JSON.stringify({ fingerprint: fileFingerprint(file), imageKey, imageUrl }))
}

export const forgetImageKey = (owner: string) => localStorage.removeItem(imageKeyStorageKey(owner))

export const readLastTask = (owner: string) => read<StoredVideoTask>(lastTaskStorageKey(owner))
export const saveLastTask = (owner: string, task: StoredVideoTask) => localStorage.setItem(lastTaskStorageKey(owner), JSON.stringify(task))
