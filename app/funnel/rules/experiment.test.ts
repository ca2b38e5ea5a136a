import { describe, expect, it } from 'vitest'
import { assignVariant, type Experiment, pickVariant } from './experiment'

const experiment: Experiment = {
  variants: [
    { funnelId: 'a', weight: 50, paused: false },
    { funnelId: 'paused', weight: 0, paused: false },
    { funnelId: 'b', weight: 25, paused: false },
    { funnelId: 'c', weight: 25, paused: false },
  ],
}

describe('pickVariant', () => {
  it('splits the unit interval by weight and never picks a paused variant', () => {
    expect(pickVariant(experiment, 0)).toBe('a')
    expect(pickVariant(experiment, 0.4999)).toBe('a')
    expect(pickVariant(experiment, 0.5)).toBe('b')
    expect(pickVariant(experiment, 0.75)).toBe('c')
    expect(pickVariant(experiment, 1)).toBe('c')
  })

  it('matches the weights over many visitors', () => {
    const counts: Record<string, number> = {}
    for (let i = 0; i < 1000; i++) {
      const id = pickVariant(experiment, (i + 0.5) / 1000)
      counts[id] = (counts[id] ?? 0) + 1
    }
    expect(counts).toEqual({ a: 500, b: 250, c: 250 })
  })
})

describe('assignVariant', () => {
  it('keeps a remembered variant, even a paused one', () => {
    expect(assignVariant(experiment, 'c', 0)).toBe('c')
    expect(assignVariant(experiment, 'paused', 0.9)).toBe('paused')
  })

  it('reassigns when the remembered variant is unknown', () => {
    expect(assignVariant(experiment, 'retired', 0.6)).toBe('b')
    expect(assignVariant(experiment, undefined, 0.1)).toBe('a')
  })
})

describe('a paused variant', () => {
  const withPause: Experiment = {
    variants: [
      { funnelId: 'a', weight: 50, paused: false },
      { funnelId: 'held', weight: 30, paused: true },
      { funnelId: 'b', weight: 50, paused: false },
    ],
  }

  it('gets no new visitor anywhere in the draw, though it keeps its share', () => {
    const drawn = new Set(Array.from({ length: 1000 }, (_, i) => pickVariant(withPause, i / 1000)))
    expect(drawn).toEqual(new Set(['a', 'b']))
  })

  it('keeps the visitors it already has', () => {
    expect(assignVariant(withPause, 'held', 0.1)).toBe('held')
  })
})
