import { describe, expect, it } from 'vitest'
import { courseLength } from './course-length'

describe('course length on a certificate', () => {
  it('counts a challenge in days, 28 when the challenge does not say', () => {
    expect(courseLength({ type: 'challenge', dayCount: 14 })).toBe('14 days')
    expect(courseLength({ type: 'challenge', dayCount: null })).toBe('28 days')
  })
  it('counts a course in lessons', () => {
    expect(courseLength({ type: 'course', totalLessons: 12 })).toBe('12 lessons')
    expect(courseLength({ type: 'course', totalLessons: 1 })).toBe('1 lesson')
    expect(courseLength({ totalLessons: null })).toBe('0 lessons')
  })
})
