import { describe, expect, it } from 'vitest'
import {
  allCompleted,
  canSubmit,
  itemsOfJudgement,
  maxHistoryEntries,
  resetAttempt,
  showsDailyTaskIntro,
  taskIndexForDay,
  trimHistory,
  withExchange,
} from './daily-task-rules'

describe('canSubmit', () => {
  it('needs a prompt that is non-empty after trimming', () => {
    expect(canSubmit('', true)).toBe(false)
    expect(canSubmit('   \n\t ', true)).toBe(false)
    expect(canSubmit(' Write a haiku ', true)).toBe(true)
  })

  it('needs a loaded task, whatever the prompt', () => {
    expect(canSubmit('Write a haiku', false)).toBe(false)
  })
})

describe('allCompleted', () => {
  const item = (completed: boolean) => ({ text: 'x', completed, reason: '' })
  it('is true only when every item is completed', () => {
    expect(allCompleted([item(true), item(true)])).toBe(true)
    expect(allCompleted([item(true), item(false)])).toBe(false)
  })

  it('is false with no validation or an empty one', () => {
    expect(allCompleted(null)).toBe(false)
    expect(allCompleted(undefined)).toBe(false)
    expect(allCompleted([])).toBe(false)
  })
})

describe('resetAttempt', () => {
  it('clears the history and the validation but keeps the day done', () => {
    const attempt = {
      history: withExchange([], 'prompt', 'answer', new Date('2026-01-01T10:00:00Z')),
      validation: [{ text: 'x', completed: true, reason: '' }],
      completedAt: '2026-01-01T10:00:01.000Z',
    }
    expect(resetAttempt(attempt)).toEqual({ history: [], validation: null, completedAt: '2026-01-01T10:00:01.000Z' })
    expect(resetAttempt({ ...attempt, completedAt: null }).completedAt).toBeNull()
  })
})

describe('history', () => {
  it('adds the prompt as the user and the response as the assistant, with the time', () => {
    const at = new Date('2026-03-04T05:06:07Z')
    const history = withExchange([{ side: 'user', message: 'old', timestamp: 't' }], 'Hi', 'Hello', at)
    expect(history.slice(1)).toEqual([
      { side: 'user', message: 'Hi', timestamp: '2026-03-04T05:06:07.000Z' },
      { side: 'assistant', message: 'Hello', timestamp: '2026-03-04T05:06:07.000Z' },
    ])
  })

  it('keeps only the newest entries', () => {
    const long = Array.from({ length: maxHistoryEntries + 6 }, (_, index) => ({
      side: 'user' as const,
      message: `${index}`,
      timestamp: 't',
    }))
    const trimmed = trimHistory(long)
    expect(trimmed).toHaveLength(maxHistoryEntries)
    expect(trimmed.at(-1)!.message).toBe(`${maxHistoryEntries + 5}`)
  })
})

describe('itemsOfJudgement', () => {
  it('maps each verdict to an item with its completed flag and reason, in order', () => {
    const items = itemsOfJudgement({
      passed: false,
      feedback: '',
      criteria: [
        { criterion: 'Says who it is for', passed: true, reason: 'Covered.' },
        { criterion: 'Sets a format', passed: false, reason: 'Set a format.' },
      ],
    })
    expect(items).toEqual([
      { text: 'Says who it is for', completed: true, reason: 'Covered.' },
      { text: 'Sets a format', completed: false, reason: 'Set a format.' },
    ])
  })
})

describe('taskIndexForDay', () => {
  it('gives consecutive days consecutive tasks and wraps around', () => {
    const first = taskIndexForDay('2026-11-23', 14)
    expect(taskIndexForDay('2026-11-24', 14)).toBe((first + 1) % 14)
    expect(taskIndexForDay('2026-12-07', 14)).toBe(first)
  })

  it('stays in range, across a year boundary too, and is -1 with no tasks', () => {
    for (const day of ['1970-01-01', '2025-12-31', '2026-01-01', '2030-06-15']) {
      const index = taskIndexForDay(day, 5)
      expect(index).toBeGreaterThanOrEqual(0)
      expect(index).toBeLessThan(5)
    }
    expect(taskIndexForDay('2026-01-01', 0)).toBe(-1)
  })
})

describe('showsDailyTaskIntro', () => {
  it('shows until dailyTaskOnboardingCompleted is the string true', () => {
    expect(showsDailyTaskIntro({})).toBe(true)
    expect(showsDailyTaskIntro({ dailyTaskOnboardingCompleted: 'false' })).toBe(true)
    expect(showsDailyTaskIntro({ dailyTaskOnboardingCompleted: 'true' })).toBe(false)
  })
})
