import { swMayStore, swStrategy } from './rules/cache-policy'

export type ServiceWorkerOptions = {
  /** The build fingerprint: a new build is a new worker, which drops the previous build's cache. */
  version: string
  /** The app shell's fingerprinted assets (`/assets/…`), cached at install. */
  precache: string[]
}

/**
 * The text of `/sw.js`. Written by hand rather than with Workbox or vite-plugin-pwa: it is a few
 * dozen lines (precache, cache-first assets, network-first pages with an offline fallback, old
 * caches dropped), where those would add a dependency and a build step whose generated rules we
 * would have to audit for what they cache; here the only rules are the two pure functions of
 * ./rules/cache-policy.ts, embedded as they are and unit-tested there.
 *
 * The offline page is fetched without cookies, so it is the same for everyone, and the assets its
 * HTML names (its stylesheets) are cached with it. Installing fails rather than caching anything
 * the policy refuses.
 */
export function serviceWorkerScript({ version, precache }: ServiceWorkerOptions): string {
  return `'use strict'
const CACHE = ${JSON.stringify(`app-shell-${version}`)}
const OFFLINE = '/offline'
const PRECACHE = ${JSON.stringify(precache)}
const origin = self.location.origin

${swStrategy.toString()}

${swMayStore.toString()}

const described = (response) => ({ status: response.status, type: response.type, cacheControl: response.headers.get('Cache-Control') })

async function fetchAndStore(cache, path, init) {
  const url = new URL(path, origin).href
  const response = await fetch(url, init)
  if (!swMayStore(url, described(response), origin)) throw new Error('Refusing to cache ' + url)
  await cache.put(url, response.clone())
  return response
}

async function install() {
  const cache = await caches.open(CACHE)
  const offline = await fetchAndStore(cache, OFFLINE, { credentials: 'omit', cache: 'reload' })
  const named = (await offline.text()).match(/\\/assets\\/[\\w.\\/-]+/g) || []
  await Promise.all([...new Set([...PRECACHE, ...named])].map((path) => fetchAndStore(cache, path, { credentials: 'omit' })))
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE)
  const cached = await cache.match(request.url)
  if (cached) return cached
  const response = await fetch(request)
  if (swMayStore(request.url, described(response), origin)) await cache.put(request.url, response.clone())
  return response
}

async function networkFirstPage(request) {
  try {
    return await fetch(request)
  } catch (error) {
    const offline = await caches.match(OFFLINE, { cacheName: CACHE })
    if (offline) return offline
    throw error
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(install().then(() => self.skipWaiting()))
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith('app-shell-') && name !== CACHE) await caches.delete(name)
      await self.clients.claim()
    })(),
  )
})

self.addEventListener('fetch', (event) => {
  const { method, url, mode } = event.request
  const strategy = swStrategy({ method, url, mode }, origin)
  if (strategy === 'cache-first') event.respondWith(cacheFirst(event.request))
  else if (strategy === 'page') event.respondWith(networkFirstPage(event.request))
})
`
}
