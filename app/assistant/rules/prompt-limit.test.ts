import { describe, expect, it } from 'vitest'
import { counterView, DAILY_PROMPT_LIMIT, incremented, isStale, limitReached } from './prompt-limit'

const at = (iso: string) => new Date(iso)

describe('the ai_tools_prompts_limit counter', () => {
  it('reads a student with no counter as none used today', () => {
    expect(counterView(null, at('2026-11-23T10:00:00Z'))).toEqual({
      current_value: 0,
      remaining_count: DAILY_PROMPT_LIMIT,
      feature_limit: DAILY_PROMPT_LIMIT,
      counter_date: '2026-11-23',
    })
  })

  it('counts within the same UTC day', () => {
    expect(counterView({ value: 7, counterDate: '2026-11-23' }, at('2026-11-23T23:59:59Z'), 10)).toEqual({
      current_value: 7,
      remaining_count: 3,
      feature_limit: 10,
      counter_date: '2026-11-23',
    })
  })

  it('resets the display when the counter date is a day or more old', () => {
    expect(isStale('2026-11-22', at('2026-11-23T00:00:00Z'))).toBe(true)
    expect(isStale('2026-11-01', at('2026-11-23T12:00:00Z'))).toBe(true)
    expect(isStale('2026-11-23', at('2026-11-23T23:00:00Z'))).toBe(false)
    expect(counterView({ value: 50, counterDate: '2026-11-22' }, at('2026-11-23T00:00:01Z'))).toMatchObject({
      current_value: 0,
      remaining_count: DAILY_PROMPT_LIMIT,
      counter_date: '2026-11-23',
    })
  })

  it('treats an unreadable date as old', () => {
    expect(isStale('yesterday', at('2026-11-23T10:00:00Z'))).toBe(true)
  })

  it('starts a new day at 1 and adds 1 within a day', () => {
    const now = at('2026-11-23T10:00:00Z')
    expect(incremented(null, now)).toEqual({ value: 1, counterDate: '2026-11-23' })
    expect(incremented({ value: 4, counterDate: '2026-11-23' }, now)).toEqual({ value: 5, counterDate: '2026-11-23' })
    expect(incremented({ value: 49, counterDate: '2026-11-20' }, now)).toEqual({ value: 1, counterDate: '2026-11-23' })
  })

  it('is reached when nothing remains', () => {
    const now = at('2026-11-23T10:00:00Z')
    expect(limitReached(counterView({ value: 10, counterDate: '2026-11-23' }, now, 10))).toBe(true)
    expect(limitReached(counterView({ value: 9, counterDate: '2026-11-23' }, now, 10))).toBe(false)
    expect(counterView({ value: 12, counterDate: '2026-11-23' }, now, 10).remaining_count).toBe(0)
  })
})
