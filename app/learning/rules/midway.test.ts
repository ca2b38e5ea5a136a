import { describe, expect, it } from 'vitest'
import { isMidway, midwaySection } from './midway'

describe('midway', () => {
  it('puts the middle at the lower half of the sections', () => {
    expect(midwaySection(3)).toBe(1)
    expect(midwaySection(4)).toBe(2)
    expect(midwaySection(5)).toBe(2)
  })
  it('has no middle in lessons shorter than 3 sections', () => {
    expect(midwaySection(0)).toBeNull()
    expect(midwaySection(2)).toBeNull()
    expect(isMidway(1, 2)).toBe(false)
  })
  it('is midway from the middle section up to the last, not before and not on the done page', () => {
    expect(isMidway(1, 4)).toBe(false)
    expect(isMidway(2, 4)).toBe(true)
    expect(isMidway(3, 4)).toBe(true)
    expect(isMidway(4, 4)).toBe(false)
  })
})
