/**
 * patches/@remix-run+router: matches are kept per route-tree shape and path (issue #12). They must
 * come back with the caller's own route objects, fresh params, and the same answers as before.
 */
import { matchRoutes, type AgnosticDataRouteObject } from '@remix-run/router'
import { describe, expect, it } from 'vitest'

const tree = (): AgnosticDataRouteObject[] => [
  {
    id: 'root',
    path: '',
    children: [
      { id: 'home', index: true },
      { id: 'courses', path: 'courses' },
      { id: 'course', path: 'course/:courseId', children: [{ id: 'topic', path: 'topic/:topicId' }] },
      { id: 'splat', path: '*' },
    ],
  },
]

describe('route matching, kept per tree shape', () => {
  it('hands back the route objects of the tree it was asked about', () => {
    const first = tree()
    const second = tree()
    const a = matchRoutes(first, '/course/5/topic/7')!
    const b = matchRoutes(second, '/course/5/topic/7')!
    expect(a.map((match) => match.route.id)).toEqual(['root', 'course', 'topic'])
    expect(b.map((match) => match.route)).toEqual([second[0], second[0]!.children![2], second[0]!.children![2]!.children![0]])
    expect(b[2]!.route).not.toBe(a[2]!.route)
  })

  it('gives each call its own params, shared by the matches as the router does', () => {
    const routes = tree()
    const first = matchRoutes(routes, '/course/5/topic/7')!
    ;(first[0]!.params as Record<string, string>).courseId = 'changed'
    const again = matchRoutes(routes, '/course/5/topic/7')!
    expect(again[2]!.params).toEqual({ courseId: '5', topicId: '7' })
    expect(again[0]!.params).toBe(again[2]!.params)
  })

  it('matches index, splat and unknown paths as before, and trees of another shape on their own', () => {
    const routes = tree()
    expect(matchRoutes(routes, '/')!.map((match) => match.route.id)).toEqual(['root', 'home'])
    expect(matchRoutes(routes, '/nowhere/else')!.map((match) => [match.route.id, match.params['*']])).toEqual([
      ['root', 'nowhere/else'],
      ['splat', 'nowhere/else'],
    ])
    const other = tree()
    other[0]!.children!.pop()
    expect(matchRoutes(other, '/nowhere/else')).toBeNull()
    expect(matchRoutes(routes, '/nowhere/else')).not.toBeNull()
  })

  it('matches trees without ids as before, without keeping them', () => {
    const plain = [{ path: 'a/:x' }, { path: 'a/b' }]
    expect(matchRoutes(plain, '/a/b')![0]!.route).toBe(plain[1])
    expect(matchRoutes(plain, '/a/c')![0]!.params).toEqual({ x: 'c' })
  })
})
