import { describe, expect, it } from 'vitest'
import { defaultTag, filterByTag } from './course-filter'

const now = new Date('2026-03-20T12:00:00Z')
const fresh = { id: 1, createdAt: '2026-03-10T00:00:00Z', tags: ['Beginner'] }
const old = { id: 2, createdAt: '2025-01-01T00:00:00Z', tags: ['Advanced'] }

describe('course filter', () => {
  it('defaults to All until the student has seen the filter and new courses exist', () => {
    expect(defaultTag([fresh, old], false, now, 14)).toBe('All')
    expect(defaultTag([fresh, old], true, now, 14)).toBe('New')
    expect(defaultTag([old], true, now, 14)).toBe('All')
    expect(defaultTag([fresh], true, now, 5)).toBe('All')
  })
  it('filters by tag, New meaning created within the window', () => {
    expect(filterByTag([fresh, old], 'New', now, 14).map((c) => c.id)).toEqual([1])
    expect(filterByTag([fresh, old], 'New', now, 5).map((c) => c.id)).toEqual([])
    expect(filterByTag([fresh, old], 'Advanced', now, 14).map((c) => c.id)).toEqual([2])
    expect(filterByTag([fresh, old], 'All', now, 14).map((c) => c.id)).toEqual([1, 2])
  })
})
