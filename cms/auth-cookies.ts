import { getEnv } from '../config/env'

/** HttpOnly is Payload's default; Secure whenever the site is served over https or in production. */
export function authCookies() {
  const env = getEnv()
  return {
    secure: env.isProduction || env.publicUrl.startsWith('https:'),
    sameSite: 'Lax' as const,
  }
}
