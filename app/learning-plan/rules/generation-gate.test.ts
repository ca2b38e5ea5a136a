import { describe, expect, it } from 'vitest'
import { canGenerate, countGeneration, dailyGenerations } from './generation-gate'

describe('the can-generate gate', () => {
  const now = new Date('2026-11-23T10:00:00Z')

  it('allows five generations per UTC day, then refuses until the next day', () => {
    let counter = { generationDay: null as string | null, generationsOnDay: 0 }
    for (let made = 0; made < dailyGenerations; made++) {
      expect(canGenerate(counter, now)).toBe(true)
      counter = countGeneration(counter, now)
    }
    expect(counter).toEqual({ generationDay: '2026-11-23', generationsOnDay: 5 })
    expect(canGenerate(counter, now)).toBe(false)
    const tomorrow = new Date('2026-11-24T00:00:01Z')
    expect(canGenerate(counter, tomorrow)).toBe(true)
    expect(countGeneration(counter, tomorrow)).toEqual({ generationDay: '2026-11-24', generationsOnDay: 1 })
  })
})
