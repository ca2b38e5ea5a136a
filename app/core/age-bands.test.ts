import { describe, expect, it } from 'vitest'
import { inAgeBands } from './age-bands'

const minute = 60_000
const now = new Date('2026-12-07T12:00:00.000Z')
/** Whether a record changed `ageMs` before `now` matches the bands, evaluated as the database would. */
function matches(ageMs: number, maxAgeMs = 3 * 24 * 60 * minute): boolean {
  const value = new Date(now.getTime() - ageMs).toISOString()
  const { or } = inAgeBands('updatedAt', now, maxAgeMs) as { or: { and: { updatedAt: Record<string, string> }[] }[] }
  return or.some(({ and }) =>
    and.every(({ updatedAt }) => ('less_than_equal' in updatedAt ? value <= updatedAt.less_than_equal! : value > updatedAt.greater_than!)),
  )
}

describe('inAgeBands', () => {
  it('looks at a record 2, 4, 8 … minutes after it changed, for two minutes each time', () => {
    expect(matches(1 * minute)).toBe(false) // its own event is still at work
    expect(matches(2 * minute)).toBe(true)
    expect(matches(3.9 * minute)).toBe(true)
    expect(matches(4 * minute)).toBe(true)
    expect(matches(6.5 * minute)).toBe(false)
    expect(matches(8.5 * minute)).toBe(true)
    expect(matches(12 * minute)).toBe(false)
    expect(matches(2048 * minute + 30_000)).toBe(true)
  })

  it('never past the oldest age asked for', () => {
    expect(matches(4096 * minute + 30_000)).toBe(true)
    expect(matches(4096 * minute + 30_000, 60 * 60 * minute)).toBe(false)
    const bands = (inAgeBands('updatedAt', now, 60 * minute) as { or: unknown[] }).or
    expect(bands).toHaveLength(5) // 2, 4, 8, 16, 32 minutes
  })
})
