import { describe, expect, it } from 'vitest'
import type { ScreenInput } from '../schemas/screens'
import { buildFunnel, choice, info, multi, paywall, testNow } from './test-support/funnel-factory'
import { walkFunnel } from './walk'

const screens: ScreenInput[] = [
  choice('goal', ['wealth', 'boss']),
  multi('tools', ['a', 'b', 'c'], { minSelections: 2 }),
  { id: 'wish', type: 'Info', title: 'You will master AI by {{date:+28d}}' },
  { id: 'loader', type: 'Loader', loadingText: 'Creating your personal challenge' },
  { id: 'email', type: 'Email', title: 'Enter your email' },
  { id: 'name', type: 'Input', inputId: 'name', title: 'Hi {{name}}, ready?' },
  paywall('paywall'),
  paywall('discount', { discount: { percent: 50, title: '50% off' } }),
]

describe('walkFunnel', () => {
  it('walks the default answers to the end, declining the first paywall', () => {
    const result = walkFunnel(buildFunnel(screens), { now: testNow })
    expect(result.completed).toBe(true)
    expect(result.screens.map((screen) => screen.id)).toEqual(['goal', 'tools', 'wish', 'loader', 'email', 'name', 'paywall', 'discount'])
    expect(result.screens[2]).toEqual({ index: 2, id: 'wish', type: 'Info', title: 'You will master AI by February 2025' })
    expect(result.screens[3]?.title).toBe('')
  })

  it('reports a screen that cannot be passed (a definition that skipped validation)', () => {
    const definition = buildFunnel([screens[0]!, multi('tools', ['a', 'b', 'c'], { minSelections: 3 }), paywall()])
    Object.assign(definition.screens[1]!, { minSelections: 4 })
    expect(() => walkFunnel(definition, { now: testNow })).toThrow(/stuck on screen "tools" \(MultipleOption, screens\[1\]\)/)
  })

  it('follows routing rules like a visitor would', () => {
    const definition = buildFunnel([
      choice('q1'),
      info('router', { next: [{ when: { screen: 'q1', equals: 'a' }, goto: 'forA' }] }),
      info('notA'),
      info('forA'),
      paywall(),
    ])
    expect(walkFunnel(definition, { now: testNow }).screens.map((screen) => screen.id)).toEqual(['q1', 'router', 'forA', 'paywall'])
  })
})
