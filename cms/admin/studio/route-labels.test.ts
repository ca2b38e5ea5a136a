import { describe, expect, it } from 'vitest'
import { enumerateFunnelRoutes } from '@engine/paths'
import { buildFunnel, choice, info, paywall } from '@engine/test-support/funnel-factory'
import { routeLabels } from './route-labels'

describe('paths in words', () => {
  it('tells paths apart by the screens only some of them show', () => {
    const definition = buildFunnel([
      choice('q1', ['a', 'b']),
      info('router', { next: [{ when: { screen: 'q1', equals: 'a' }, goto: 'forA' }] }),
      info('notA', { title: 'Not for A' }),
      info('forA', { title: 'For A' }),
      paywall(),
    ])
    const routes = enumerateFunnelRoutes(definition)
    const labels = routeLabels(routes, definition)
    expect(labels).toHaveLength(2)
    expect(labels.some((label) => /^Path \d of 2: 4 screens, skips “Not for A”$/.test(label))).toBe(true)
    expect(labels.some((label) => /^Path \d of 2: 5 screens, through “Not for A”$/.test(label))).toBe(true)
  })

  it('calls a funnel’s one path the only path', () => {
    const definition = buildFunnel([choice('q1'), paywall()])
    expect(routeLabels(enumerateFunnelRoutes(definition), definition)).toEqual(['The only path: 2 screens'])
  })

  it('names screens with their tokens read as values, never as raw {{…}}', () => {
    const definition = buildFunnel([
      choice('q1', ['a', 'b'], { title: 'What is your goal?' }),
      info('router', { next: [{ when: { screen: 'q1', equals: 'a' }, goto: 'forA' }] }),
      info('notA', { title: 'Over {{fact:learners}} chose {{answer:q1.title}}' }),
      info('forA', { title: 'For A' }),
      paywall(),
    ])
    const labels = routeLabels(enumerateFunnelRoutes(definition), definition)
    expect(labels.some((label) => label.endsWith('through “Over 500,000 chose answer to “What is your goal?””'))).toBe(true)
    expect(labels.join(' ')).not.toContain('{{')
  })
})
