import type { ServerBuild } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import { routePattern } from './route-pattern'

const route = (id: string, parentId: string | undefined, path?: string, index?: boolean) => ({ id, parentId, path, index, module: {} })
const build = {
  routes: {
    root: route('root', undefined, ''),
    'routes/_index': route('routes/_index', 'root', undefined, true),
    'routes/home': route('routes/home', 'root', 'home'),
    'routes/lesson': route('routes/lesson', 'root', 'course/:courseId/topic/:topicId/lesson/:lessonId'),
    'routes/$': route('routes/$', 'root', '*'),
  },
} as unknown as ServerBuild

describe('routePattern', () => {
  const label = routePattern(build)

  it('names a page by the Remix route it matched, never by its ids', () => {
    expect(label('/home')).toBe('/home')
    expect(label('/course/7/topic/12/lesson/99')).toBe('/course/:courseId/topic/:topicId/lesson/:lessonId')
    expect(label('/')).toBe('/')
  })

  it('gives unknown addresses and the host’s own prefixes one label each', () => {
    expect(label('/no/such/page/123')).toBe('unmatched')
    expect(label('/cms/api/users/5')).toBe('/cms/api/*')
    expect(label('/admin/collections/courses/3')).toBe('/admin/*')
    expect(label('/assets/entry-abc123.js')).toBe('/assets/*')
    expect(label('/healthz')).toBe('/healthz')
  })
})
