/**
 * A certificate's public id: 16 random bytes (128 bits) as unpadded base64url, 22 characters. The
 * page is found only by it, so knowing one certificate tells nothing about another.
 */
const idBytes = 16
const idPattern = /^[A-Za-z0-9_-]{22}$/

export function newCertificateId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(idBytes))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

export function isCertificateId(value: unknown): value is string {
  return typeof value === 'string' && idPattern.test(value)
}
