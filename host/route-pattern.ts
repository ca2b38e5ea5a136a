import type { ServerBuild } from '@remix-run/node'
import { type AgnosticRouteObject, matchRoutes } from '@remix-run/router'
import { isCmsPath } from './cms-paths'

type Manifest = ServerBuild['routes']

/**
 * A request's route as a bounded label for metrics and logs: the Remix route pattern it matched
 * (`/course/:courseId/topic/:topicId/lesson/:lessonId`), or the host's own prefixes — never the raw
 * URL, whose ids and typos would make a new series each.
 */
export function routePattern(build: ServerBuild | null): (pathname: string) => string {
  const routes = build ? routeTree(build.routes, undefined) : []
  return (pathname) => {
    if (pathname === '/healthz' || pathname === '/readyz' || pathname === '/metrics' || pathname === '/sw.js') return pathname
    if (pathname.startsWith('/cms/api/')) return '/cms/api/*'
    if (isCmsPath(pathname)) return `/${pathname.split('/')[1]}/*`
    for (const prefix of ['/assets/', '/vendor/', '/dev/']) if (pathname.startsWith(prefix)) return `${prefix}*`
    const matches = routes.length ? matchRoutes(routes, pathname) : null
    const leaf = matches?.at(-1)
    if (!leaf) return build ? 'unmatched' : 'page'
    // A root splat (`*`) answers unknown addresses with the 404 page: one label for all of them.
    const pattern = `/${matches!
      .map((match) => match.route.path ?? '')
      .filter(Boolean)
      .join('/')}`.replace(/\/+/g, '/')
    return pattern === '/*' ? 'unmatched' : pattern
  }
}

function routeTree(manifest: Manifest, parentId: string | undefined): AgnosticRouteObject[] {
  return Object.values(manifest)
    .filter((route) => route?.parentId === parentId)
    .map((route) => {
      const children = routeTree(manifest, route!.id)
      return route!.index
        ? { id: route!.id, index: true as const, path: route!.path }
        : { id: route!.id, path: route!.path, caseSensitive: route!.caseSensitive, children }
    })
}
