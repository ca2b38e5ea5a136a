/**
 * patches/react-router-dom: the static router keeps the data routes it converts per route array
 * (issue #12). Each render must still get its own request's matches and data.
 */
import { createElement } from 'react'
import { createStaticHandler, createStaticRouter, type StaticHandlerContext } from 'react-router-dom/server'
import { describe, expect, it } from 'vitest'

const routes = () => [
  {
    id: 'root',
    path: '/',
    loader: () => 'root data',
    element: createElement('main'),
    children: [
      { id: 'course', path: 'course/:courseId', loader: ({ params }: { params: { courseId?: string } }) => `course ${params.courseId}` },
    ],
  },
]

async function contextFor(tree: ReturnType<typeof routes>, url: string): Promise<StaticHandlerContext> {
  const context = await createStaticHandler(tree).query(new Request(`http://localhost${url}`))
  if (context instanceof Response) throw new Error('unexpected redirect')
  return context
}

describe('static router, data routes kept per route array', () => {
  it('converts a route array once and gives every render its own matches and data', async () => {
    const tree = routes()
    const first = createStaticRouter(tree, await contextFor(tree, '/course/5'))
    const second = createStaticRouter(tree, await contextFor(tree, '/course/7'))
    expect(second.routes).toBe(first.routes)
    expect(first.state.matches.map((match) => match.params.courseId)).toEqual(['5', '5'])
    expect(second.state.matches.map((match) => match.params.courseId)).toEqual(['7', '7'])
    expect(second.state.loaderData).toEqual({ root: 'root data', course: 'course 7' })
    expect(second.state.matches[1]!.route).toBe(second.routes[0]!.children![0])
  })

  it('converts another route array on its own', async () => {
    const one = routes()
    const other = routes()
    const a = createStaticRouter(one, await contextFor(one, '/'))
    const b = createStaticRouter(other, await contextFor(other, '/'))
    expect(b.routes).not.toBe(a.routes)
    expect(b.routes[0]!.children![0]!.id).toBe(a.routes[0]!.children![0]!.id)
    expect(b.routes[0]!.loader).toBe(other[0]!.loader)
  })
})
