/** Paths served by the Payload admin host; everything else belongs to the Remix site. */
export const cmsPaths = ['/admin', '/cms/api', '/_next'] as const

export function isCmsPath(pathname: string): boolean {
  return cmsPaths.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
}
