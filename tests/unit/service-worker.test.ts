/** `/sw.js` as the browser runs it: the generated script in a worker sandbox, against a fake server. */
import { describe, expect, it } from 'vitest'
import { serviceWorkerScript } from '../../app/pwa/service-worker-script'
import { loadServiceWorker, type Network } from '../support/service-worker-sandbox'

const origin = 'http://localhost:3000'
const offlineHtml =
  '<html><head><link rel="stylesheet" href="/assets/app-1a.css" data-precedence="default"/></head><body>You are offline</body></html>'
const script = serviceWorkerScript({ version: 'build-2', precache: ['/assets/entry.client-9z.js'] })

function server(online: { value: boolean } = { value: true }): Network {
  return (url) => {
    if (!online.value) throw new TypeError('Failed to fetch')
    const path = new URL(url).pathname
    if (path === '/offline') return new Response(offlineHtml, { headers: { 'Content-Type': 'text/html', 'Cache-Control': 'no-cache' } })
    if (path.startsWith('/assets/'))
      return new Response(`/* ${path} */`, { headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } })
    if (path.startsWith('/api/'))
      return Response.json({ email: 'student@example.com' }, { headers: { 'Cache-Control': 'private, no-store' } })
    return new Response(`<html>page ${path} for the signed-in student</html>`, { headers: { 'Cache-Control': 'private, no-store' } })
  }
}

async function installed(online = { value: true }) {
  const worker = loadServiceWorker(script, server(online), origin)
  await worker.install()
  await worker.activate()
  return worker
}

describe('the service worker script', () => {
  it('precaches the offline page (fetched without cookies), the stylesheets it names and the app shell', async () => {
    const worker = await installed()
    expect(worker.cacheNames()).toEqual(['app-shell-build-2'])
    expect(worker.cachedUrls().sort()).toEqual([`${origin}/assets/app-1a.css`, `${origin}/assets/entry.client-9z.js`, `${origin}/offline`])
    expect(worker.requests.find((request) => request.url === `${origin}/offline`)?.credentials).toBe('omit')
  })

  it('refuses to install rather than cache an offline page marked private', async () => {
    const worker = loadServiceWorker(script, () => new Response('x', { headers: { 'Cache-Control': 'private, no-store' } }), origin)
    await expect(worker.install()).rejects.toThrow(/Refusing to cache/)
    expect(worker.cachedUrls()).toEqual([])
  })

  it('drops the caches of previous builds on activate', async () => {
    const worker = loadServiceWorker(script, server(), origin)
    worker.seedCache('app-shell-build-1')
    worker.seedCache('someone-elses-cache')
    await worker.install()
    await worker.activate()
    expect(worker.cacheNames().sort()).toEqual(['app-shell-build-2', 'someone-elses-cache'])
  })

  it('never answers or caches API, CMS or admin requests', async () => {
    const worker = await installed()
    for (const url of ['/api/profile', '/api/streak/list', '/cms/api/students/me', '/admin']) {
      expect(await worker.fetch({ url: `${origin}${url}` }), url).toBeUndefined()
      expect(await worker.fetch({ url: `${origin}${url}`, mode: 'navigate' }), url).toBeUndefined()
    }
    expect(worker.cachedUrls()).toHaveLength(3)
  })

  it('serves pages from the network without keeping them, and the offline page when the network fails', async () => {
    const online = { value: true }
    const worker = await installed(online)
    const page = await worker.fetch({ url: `${origin}/home`, mode: 'navigate' })
    expect(await page!.text()).toContain('page /home')
    expect(worker.cachedUrls()).not.toContain(`${origin}/home`)

    online.value = false
    const offline = await worker.fetch({ url: `${origin}/course/4`, mode: 'navigate' })
    expect(await offline!.text()).toContain('You are offline')
  })

  it('serves fingerprinted assets from the cache, fetching and keeping a new one once', async () => {
    const online = { value: true }
    const worker = await installed(online)
    const asset = await worker.fetch({ url: `${origin}/assets/course-7q.js`, mode: 'cors' })
    expect(await asset!.text()).toBe('/* /assets/course-7q.js */')
    online.value = false
    const again = await worker.fetch({ url: `${origin}/assets/course-7q.js`, mode: 'cors' })
    expect(await again!.text()).toBe('/* /assets/course-7q.js */')
  })

  it('leaves writes to the browser', async () => {
    const worker = await installed()
    expect(await worker.fetch({ url: `${origin}/auth/logout`, method: 'POST', mode: 'navigate' })).toBeUndefined()
  })
})
