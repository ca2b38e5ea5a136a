import { describe, expect, it } from 'vitest'
import type { ScreenInput } from '../schemas/screens'
import { createActor } from 'xstate'
import { createFunnelMachine } from './create-funnel-machine'
import { enumerateFunnelPaths, enumerateFunnelRoutes } from './paths'
import { buildFunnel, choice, info, multi, paywall } from './test-support/funnel-factory'

describe('enumerateFunnelPaths', () => {
  it('finds the single path of a linear funnel, ending in completed', () => {
    const definition = buildFunnel([
      choice('q1'),
      multi('tools', ['a', 'b', 'c'], { minSelections: 2 }),
      { id: 'loader', type: 'Loader', loadingText: 'Loading' },
      { id: 'email', type: 'Email', title: 'Email' },
      paywall(),
    ])
    expect(enumerateFunnelPaths(definition)).toEqual({
      paths: [['q1', 'tools', 'loader', 'email', 'paywall', 'completed']],
      deadEnds: [],
    })
  })

  it('finds two paths for a funnel with one next rule', () => {
    const definition = buildFunnel([
      choice('q1', ['a', 'b', 'c']),
      info('router', { next: [{ when: { screen: 'q1', equals: 'a' }, goto: 'forA' }] }),
      info('notA'),
      info('forA'),
      paywall(),
    ])
    const { paths, deadEnds } = enumerateFunnelPaths(definition)
    expect(paths).toHaveLength(2)
    expect(paths).toContainEqual(['q1', 'router', 'forA', 'paywall', 'completed'])
    expect(paths).toContainEqual(['q1', 'router', 'notA', 'forA', 'paywall', 'completed'])
    expect(paths.every((path) => path.at(-1) === 'completed')).toBe(true)
    expect(deadEnds).toEqual([])
  })

  it('branches on a multiple-choice answer read by a skipIf', () => {
    const definition = buildFunnel([multi('tools'), info('newcomers', { skipIf: { screen: 'tools', in: ['c'] } }), paywall()])
    expect(enumerateFunnelPaths(definition).paths).toHaveLength(2)
  })

  it('counts a declined paywall followed by a discount paywall as its own path', () => {
    const definition = buildFunnel([info('intro'), paywall('paywall'), paywall('discount', { discount: { percent: 50, title: 'Off' } })])
    expect(enumerateFunnelPaths(definition).paths).toEqual([
      ['intro', 'paywall', 'discount', 'completed'],
      ['intro', 'paywall', 'completed'],
    ])
  })

  it('reports a screen no visitor can pass (a definition that skipped validation)', () => {
    const definition = buildFunnel([info('intro'), multi('tools', ['a', 'b'], { minSelections: 2 }), paywall()])
    Object.assign(definition.screens[1]!, { minSelections: 3 })
    expect(enumerateFunnelPaths(definition)).toEqual({ paths: [], deadEnds: ['tools'] })
  })

  it('collapses the answers of 33 linear screens into one path', () => {
    const screens: ScreenInput[] = Array.from({ length: 32 }, (_, k) =>
      k % 2 ? choice(`s${k}`, ['a', 'b', 'c', 'd']) : multi(`s${k}`, ['a', 'b', 'c'], { minSelections: 2 }),
    )
    expect(enumerateFunnelPaths(buildFunnel([...screens, paywall()])).paths).toHaveLength(1)
  })
})

describe('enumerateFunnelRoutes', () => {
  it('gives each path the events that walk it: replayed from the start, they visit exactly its screens', () => {
    const definition = buildFunnel([
      choice('q1', ['a', 'b']),
      info('router', { next: [{ when: { screen: 'q1', equals: 'a' }, goto: 'forA' }] }),
      info('notA'),
      { id: 'wait', type: 'Loader', loadingText: 'Loading' },
      info('forA'),
      multi('tools', ['x', 'y', 'z'], { minSelections: 2 }),
      { id: 'email', type: 'Email', title: 'Email' },
      paywall(),
    ])
    const routes = enumerateFunnelRoutes(definition)
    expect(routes.map((route) => route.screens)).toEqual(enumerateFunnelPaths(definition).paths)
    expect(routes).toHaveLength(2)
    for (const route of routes) {
      expect(route.steps).toHaveLength(route.screens.length)
      const actor = createActor(createFunnelMachine(definition), { input: { now: '2025-01-01T00:00:00.000Z' } }).start()
      const visited = [String(actor.getSnapshot().value)]
      for (const event of route.steps.flat()) {
        actor.send(event)
        const at = String(actor.getSnapshot().value)
        if (at !== visited.at(-1)) visited.push(at)
      }
      expect(visited).toEqual(route.screens)
      actor.stop()
    }
  })
})
