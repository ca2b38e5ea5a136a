import type { ServerBuild } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import { isPublicPath } from '../app/core/route-access'
import { appShellAssets } from './service-worker'

type Route = ServerBuild['assets']['routes'][string]
const route = (id: string, path: string | undefined, extra: Partial<Route> = {}): Route =>
  ({
    id,
    path,
    module: `/assets/${id.replace('routes/', '')}.js`,
    imports: ['/assets/shared.js'],
    hasAction: false,
    hasLoader: true,
    hasClientAction: false,
    hasClientLoader: false,
    hasErrorBoundary: true,
    ...extra,
  }) as Route

const assets = {
  url: '/assets/manifest.js',
  version: 'v1',
  entry: { module: '/assets/entry.client.js', imports: ['/assets/react.js'] },
  routes: {
    root: route('root', '', { css: ['/assets/root.css'] }),
    'routes/home': route('routes/home', 'home'),
    'routes/courses': route('routes/courses', 'courses', { css: ['/assets/courses.css'] }),
    'routes/course.$courseId': route('routes/course.$courseId', 'course/:courseId'),
    'routes/terms': route('routes/terms', 'terms'),
    'routes/onboarding.$funnelId': route('routes/onboarding.$funnelId', 'onboarding/:funnelId'),
    'routes/api.profile': route('routes/api.profile', 'api/profile', { hasErrorBoundary: false }),
  },
} as unknown as ServerBuild['assets']

describe('appShellAssets', () => {
  it('precaches every signed-in page’s code, so an offline move inside the app finds the next page’s module', () => {
    const files = appShellAssets(assets, isPublicPath)
    expect(files).toEqual(
      expect.arrayContaining([
        '/assets/home.js',
        '/assets/courses.js',
        '/assets/courses.css',
        '/assets/course.$courseId.js',
        '/assets/shared.js',
      ]),
    )
  })

  it('leaves out public pages and resource routes, and lists each file once', () => {
    const files = appShellAssets(assets, isPublicPath)
    expect(files).not.toContain('/assets/terms.js')
    expect(files).not.toContain('/assets/onboarding.$funnelId.js')
    expect(files).not.toContain('/assets/api.profile.js')
    expect(files.filter((file) => file === '/assets/shared.js')).toHaveLength(1)
    expect(files).toEqual(
      expect.arrayContaining(['/assets/manifest.js', '/assets/entry.client.js', '/assets/react.js', '/assets/root.js', '/assets/root.css']),
    )
  })
})
