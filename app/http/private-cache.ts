/**
 * Pages and data for a signed-in student (a session cookie or an app's token) must never sit in a
 * shared cache or the back-forward cache of a shared device.
 */
export function isPersonalRequest(request: Request): boolean {
  if (request.headers.get('authorization')) return true
  const cookie = request.headers.get('cookie') ?? ''
  return /(?:^|;\s*)payload-token=/.test(cookie)
}

export function markPrivate(request: Request, headers: Headers): void {
  if (isPersonalRequest(request)) headers.set('Cache-Control', 'private, no-store')
}
