import { describe, expect, it } from 'vitest'
import { persistedAtStep, stepOf } from './funnel-step'

const funnel = { id: 'product_v2', version: 3, screens: [{ id: 'essentials' }, { id: 'intro' }, { id: 'finished' }] }

describe('stepOf', () => {
  it.each<[string, number | undefined]>([
    ['essentials', 0],
    ['finished', 2],
    ['completed', 3],
    ['gone', undefined],
  ])('%s → %s', (screenId, expected) => {
    expect(stepOf(funnel, { screenId })).toBe(expected)
  })
})

describe('persistedAtStep', () => {
  it('stands on the step with every earlier screen behind it', () => {
    expect(persistedAtStep(funnel, 2, '2026-01-01T00:00:00.000Z')).toEqual({
      funnelId: 'product_v2',
      version: 3,
      screenId: 'finished',
      history: ['essentials', 'intro'],
      answers: {},
      drafts: {},
      savedAt: '2026-01-01T00:00:00.000Z',
    })
  })

  it('is the first screen with no history at step 0, and nothing past the last screen', () => {
    expect(persistedAtStep(funnel, 0, 'x')).toMatchObject({ screenId: 'essentials', history: [] })
    expect(persistedAtStep(funnel, 3, 'x')).toBeUndefined()
  })
})
