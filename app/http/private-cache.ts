/**
 * Answers to a signed-in student, a staff member or an app (a session cookie or a token) must
 * never sit in a shared cache or a shared device's back-forward cache. The host marks them
 * `private, no-store` as their headers go out (host/http-app.ts), for pages, data and both APIs.
 */
export const privateCacheControl = 'private, no-store'

export function isPersonalRequest(header: (name: string) => string | null | undefined): boolean {
  if (header('authorization')) return true
  return /(?:^|;\s*)payload-token=/.test(header('cookie') ?? '')
}
