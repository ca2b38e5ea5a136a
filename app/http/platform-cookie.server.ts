import { getEnv } from '../../config/env'
import { platformCookie } from '~/core/launch-context'

/** Remembers `?platform=` for the next requests; only the server reads it, like every other cookie. */
export function platformSetCookie(platform: string): string {
  const env = getEnv()
  const secure = env.isProduction || env.publicUrl.startsWith('https:') ? '; Secure' : ''
  return `${platformCookie}=${platform}; Path=/; HttpOnly; SameSite=Lax; Max-Age=31536000${secure}`
}
