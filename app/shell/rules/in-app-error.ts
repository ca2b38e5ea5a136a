import { isPublicPath } from '../../core/route-access'

/**
 * Whether the root's error view is the signed-in app's (inside the shell, with its tab bar) rather
 * than the plain page. A move to a page the browser has not learned about yet (Remix discovers
 * routes lazily, from the links on the page) fails offline before the page's own route is known,
 * so the root's boundary is the only one left: for a signed-in student on an app page it must look
 * like the page's own in-app view (decision 020). Refusals the server answered (404 and the like)
 * keep the plain page: the server renders those, and the shell's scripts may not be loaded there.
 */
export function rootErrorInApp({ signedIn, pathname, answered }: { signedIn: boolean; pathname: string; answered: boolean }): boolean {
  return signedIn && !answered && !isPublicPath(pathname)
}
