/**
 * How many bytes of request body each part of the host reads. The limit is checked against
 * Content-Length before a byte is read; a body without a length (chunked) is refused with 411,
 * since no browser form, fetch of a string/FormData, or app call sends one.
 */
export const bodyLimits = {
  /** The product's JSON API (/api). */
  api: 64 * 1024,
  /** Page form posts (sign-in, settings, funnel taps). */
  form: 256 * 1024,
  /** Images for the AI tools: a student's upload (≤ 5 MB plus the form) and the adapters' calls to the local media simulators. */
  media: 6 * 1024 * 1024,
  /** Payload's REST API and admin: media uploads up to cms/upload-limits.ts's size, plus the form around them. */
  cms: 11 * 1024 * 1024,
} as const

export function bodyLimitFor(pathname: string, isCmsPath: boolean): number {
  if (isCmsPath) return bodyLimits.cms
  if (pathname === '/api/ai/heygen/asset/upload' || pathname === '/api/ai/media' || pathname.startsWith('/dev/ai/')) return bodyLimits.media
  if (pathname === '/api' || pathname.startsWith('/api/')) return bodyLimits.api
  return bodyLimits.form
}

export type BodyVerdict = { ok: true } | { ok: false; status: 411 | 413; message: string }

export function checkBodySize(headers: { contentLength?: string; transferEncoding?: string }, limit: number): BodyVerdict {
  const { contentLength, transferEncoding } = headers
  if (contentLength === undefined) {
    if (transferEncoding) return { ok: false, status: 411, message: 'Send the body with a Content-Length.' }
    return { ok: true }
  }
  const length = Number(contentLength)
  if (!Number.isSafeInteger(length) || length < 0)
    return { ok: false, status: 413, message: 'The Content-Length is not a number of bytes.' }
  if (length > limit) return { ok: false, status: 413, message: `The body is too large: at most ${formatBytes(limit)} here.` }
  return { ok: true }
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`
}
