/** The apps keep a few small flags per student; anything near this size is not one of them. */
export const metadataMaxBytes = 16 * 1024

export const metadataTooLarge = `Metadata is too large: at most ${metadataMaxBytes / 1024} KB of JSON.`

/** True, or the message the admin and the API show. */
export function checkMetadataSize(value: unknown): true | string {
  if (value === null || value === undefined) return true
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return Buffer.byteLength(text ?? '', 'utf8') <= metadataMaxBytes || metadataTooLarge
}
