import type { Field } from 'payload'

/** An optional picture from the media library. */
export function imageField(name = 'image', description?: string): Field {
  return { name, type: 'upload', relationTo: 'media', admin: description ? { description } : undefined }
}
