/**
 * Which install guide `/onboarding/app` shows. The spec's link names the platform
 * (`?platform=android|ios`); anything else — `web` (what an installed web app on a desktop or an
 * unknown phone sends), a typo, nothing — falls back to the visitor's device: iPhone, iPad and iPod
 * get the iOS steps, everyone else Android's, whose steps also fit Chrome on a desktop.
 */
export const installPlatforms = ['android', 'ios'] as const
export type InstallPlatform = (typeof installPlatforms)[number]

export function installPlatform(asked: string | null, userAgent: string | null): InstallPlatform {
  const known = installPlatforms.find((platform) => platform === asked)
  if (known) return known
  return /\b(iPhone|iPad|iPod)\b/i.test(userAgent ?? '') ? 'ios' : 'android'
}
