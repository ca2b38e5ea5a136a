import path from 'node:path'
import type { ServerBuild } from '@remix-run/node'
import type { RequestHandler } from 'express'
import type { HostPort } from '../app/host-port.server'
import { readStamp } from './fingerprint'

/**
 * `/sw.js` for a production build (the learning app registers it only in builds). Its version is
 * the build's source fingerprint (host/build.ts stamps it), else Remix's manifest version, so every
 * new build installs a new worker and drops the old cache. `no-cache`: the browser revalidates the
 * script on each check (ETag → 304) instead of keeping an old worker for up to a day.
 */
export function serviceWorker(
  root: string,
  build: ServerBuild,
  { serviceWorkerScript, isPublicPath }: Pick<HostPort, 'serviceWorkerScript' | 'isPublicPath'>,
): RequestHandler {
  const version = (readStamp(path.join(root, 'build', '.source-fingerprint')) ?? build.assets.version).slice(0, 16)
  const script = serviceWorkerScript({ version, precache: appShellAssets(build.assets, isPublicPath) })
  return (_req, res) => {
    res.set({ 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache', 'Service-Worker-Allowed': '/' })
    res.send(script)
  }
}

type EntryRoute = ServerBuild['assets']['routes'][string]

/**
 * The signed-in app's pages: each has an error view (resource routes have none) and a path that is
 * not public. Their code is what an offline move inside the app needs: Remix loads the next page's
 * module before its data, and a module it cannot load makes it reload the whole page, which offline
 * is the plain offline page instead of the page's own in-app view (decision 020).
 */
const isAppPage = (route: EntryRoute, isPublicPath: (pathname: string) => boolean) =>
  route.hasErrorBoundary && route.path !== undefined && !isPublicPath(`/${route.path}`)

/** The browser entry, the route manifest, the root and every signed-in page's modules and styles. */
export function appShellAssets(assets: ServerBuild['assets'], isPublicPath: (pathname: string) => boolean): string[] {
  const routes = Object.values(assets.routes).filter((route) => route.id === 'root' || isAppPage(route, isPublicPath))
  const files = [
    assets.url,
    assets.entry.module,
    ...assets.entry.imports,
    ...routes.flatMap((r) => [r.module, ...(r.imports ?? []), ...(r.css ?? [])]),
  ]
  return [...new Set(files)].filter((file) => file.startsWith('/assets/'))
}
