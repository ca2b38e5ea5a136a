/**
 * The installed web app's files and redirects on the real host: `/sw.js`, the manifest and its
 * icons with the right types and caching, the served worker (run in a sandbox against this host)
 * never keeping a signed-in answer, and the spec's redirects for an installed app.
 */
import { describe, expect, it } from 'vitest'
import { loadServiceWorker } from '../support/service-worker-sandbox'
import { base, call, signUpStudent } from '../security/support'

describe('the installed web app', () => {
  it('serves /sw.js as a script the browser revalidates, allowed the whole site', async () => {
    const response = await call('/sw.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(response.headers.get('service-worker-allowed')).toBe('/')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await response.text()).toMatch(/^'use strict'\nconst CACHE = "app-shell-[0-9a-f]{16}"/)
  })

  it('serves the manifest and its icons with their types, cached for an hour', async () => {
    const response = await call('/manifest.webmanifest')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/)
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
    const manifest = (await response.json()) as { start_url: string; icons: { src: string; type: string }[] }
    for (const icon of manifest.icons) {
      const file = await call(icon.src)
      expect(file.status, icon.src).toBe(200)
      expect(file.headers.get('content-type'), icon.src).toContain(icon.type)
    }
    expect((await call(manifest.start_url)).headers.get('location')).toBe('/onboarding/app?platform=web')
  })

  it('links the manifest from the landing and the learning app', async () => {
    const student = await signUpStudent()
    for (const [path, cookie] of [
      ['/', undefined],
      ['/home', student.cookie],
    ] as const) {
      expect(await (await call(path, { cookie, browser: 'same-origin' })).text(), path).toContain(
        '<link rel="manifest" href="/manifest.webmanifest"/>',
      )
    }
  })

  it('serves a worker that caches the public offline page and assets, never a signed-in answer', async () => {
    const student = await signUpStudent()
    const script = await (await call('/sw.js')).text()
    // The worker's requests carry the student's session unless it asks for none, as a browser's would.
    const worker = loadServiceWorker(
      script,
      (url, init) =>
        call(new URL(url).pathname + new URL(url).search, {
          browser: 'same-origin',
          cookie: init?.credentials === 'omit' ? undefined : student.cookie,
        }),
      base,
    )
    await worker.install()
    await worker.activate()
    const cached = worker.cachedUrls()
    expect(cached).toContain(`${base}/offline`)
    expect(cached.filter((url) => url !== `${base}/offline`).every((url) => url.startsWith(`${base}/assets/`))).toBe(true)

    for (const path of ['/api/profile', '/api/streak/list', '/cms/api/students/me']) {
      expect(await worker.fetch({ url: `${base}${path}` }), path).toBeUndefined()
    }
    const home = await worker.fetch({ url: `${base}/home`, mode: 'navigate' })
    expect(home!.headers.get('cache-control')).toBe('private, no-store')
    expect(await home!.text()).toContain('Sign out')
    expect(worker.cachedUrls()).toEqual(cached)
  })

  it('serves the offline page to anyone, without the framework scripts', async () => {
    const response = await call('/offline')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    const html = await response.text()
    expect(html).toContain('You are offline')
    expect(html).not.toContain('type="module"')
    expect(html).not.toContain('__remixContext')
  })

  it('sends an installed app without a session to the app onboarding, and its sign-out there', async () => {
    for (const cookie of ['display_mode=standalone', 'display_mode=standalone; app_platform=ios']) {
      const response = await call('/courses', { cookie })
      expect(response.status, cookie).toBe(302)
      expect(response.headers.get('location')).toBe(`/onboarding/app?platform=${cookie.includes('ios') ? 'ios' : 'web'}`)
    }
    expect((await call('/courses')).headers.get('location')).toBe('/auth/signin?redirectTo=%2Fcourses')

    const student = await signUpStudent()
    const logout = await call('/auth/logout', {
      method: 'POST',
      browser: 'same-origin',
      cookie: `${student.cookie}; display_mode=standalone`,
    })
    expect(logout.status).toBe(302)
    expect(logout.headers.get('location')).toBe('/onboarding/app?platform=web')
  })

  it('shows the install steps per platform, any other platform by the device, and sends students home', async () => {
    const iphone = { 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1' }
    const cases = [
      ['/onboarding/app?platform=ios', {}, 'Safari'],
      ['/onboarding/app?platform=android', iphone, 'Chrome'],
      ['/onboarding/app?platform=web', iphone, 'Safari'],
      ['/onboarding/app?platform=%ff%fe', {}, 'Chrome'],
      ['/onboarding/app?platform=android&platform=ios', {}, 'Chrome'],
      ['/onboarding/app', {}, 'Chrome'],
    ] as const
    for (const [path, headers, browser] of cases) {
      const response = await call(path, { headers })
      expect(response.status, path).toBe(200)
      expect((await response.text()).replace(/<!-- -->/g, ''), path).toContain(`add the app to your home screen in ${browser}.`)
    }
    const student = await signUpStudent()
    const signedIn = await call('/onboarding/app?platform=ios', { cookie: student.cookie, browser: 'same-origin' })
    expect(signedIn.headers.get('location')).toBe('/home')
  })
})
