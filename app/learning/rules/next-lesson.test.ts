import { describe, expect, it } from 'vitest'
import { type LessonProgress, percent, pickNextLesson } from './next-lesson'

const lesson = (id: number | string, status: LessonProgress['status'], at?: string): LessonProgress => ({
  id,
  status,
  startedAt: at,
  completedAt: status === 'completed' ? at : null,
})

describe('pickNextLesson', () => {
  it('takes the first lesson when nothing is started', () => {
    expect(pickNextLesson([lesson(1, 'none'), lesson(2, 'none')])).toBe(1)
    expect(pickNextLesson([])).toBeNull()
  })
  it('takes the most recently started lesson when none is completed', () => {
    expect(pickNextLesson([lesson(1, 'in_progress', '2026-01-01'), lesson(2, 'in_progress', '2026-01-03'), lesson(3, 'none')])).toBe(2)
  })
  it('takes the next unfinished lesson after the most recently completed one', () => {
    const lessons = [lesson(1, 'completed', '2026-01-05'), lesson(2, 'completed', '2026-01-01'), lesson(3, 'none'), lesson(4, 'none')]
    expect(pickNextLesson(lessons)).toBe(3)
  })
  it('wraps around to the start', () => {
    const lessons = [lesson(1, 'none'), lesson(2, 'in_progress', '2026-01-01'), lesson(3, 'completed', '2026-01-04')]
    expect(pickNextLesson(lessons)).toBe(1)
  })
  it('falls back to the first lesson when all are completed', () => {
    expect(pickNextLesson([lesson(1, 'completed', '2026-01-01'), lesson(2, 'completed', '2026-01-02')])).toBe(1)
  })
  it('follows the lessons’ order, never their ids (MongoDB ids do not sort like the lessons)', () => {
    const lessons = [
      lesson('665f00000000000000000009', 'completed', '2026-01-05'),
      lesson('665f00000000000000000001', 'none'),
      lesson('665f00000000000000000005', 'none'),
    ]
    expect(pickNextLesson(lessons)).toBe('665f00000000000000000001')
  })
})

describe('percent', () => {
  it('floors and caps', () => {
    expect(percent(2, 3)).toBe(66)
    expect(percent(3, 3)).toBe(100)
    expect(percent(1, 0)).toBe(0)
  })
})
