import { describe, expect, it } from 'vitest'
import { localDate, streakList, streakStats, streakWeek } from './streaks'

describe('streak days', () => {
  it('counts the day in the student time zone across the UTC boundary', () => {
    const lateEvening = new Date('2026-03-11T06:30:00Z') // 23:30 on the 10th in Los Angeles
    expect(localDate(lateEvening, 'America/Los_Angeles')).toBe('2026-03-10')
    expect(localDate(lateEvening, 'UTC')).toBe('2026-03-11')
    expect(localDate(new Date('2026-03-10T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-03-11')
  })
  it('turns the day at the zone midnight however often it is asked', () => {
    const beforeMidnight = new Date('2026-03-11T06:59:59.999Z') // 23:59:59.999 in Los Angeles
    expect(localDate(beforeMidnight, 'America/Los_Angeles')).toBe('2026-03-10')
    expect(localDate(beforeMidnight, 'America/Los_Angeles')).toBe('2026-03-10')
    expect(localDate(new Date('2026-03-11T07:00:00Z'), 'America/Los_Angeles')).toBe('2026-03-11')
    expect(localDate(new Date('2026-03-10T14:30:00Z'), 'Asia/Kolkata')).toBe('2026-03-10') // 20:00, a half-hour offset
    expect(localDate(new Date('2026-03-10T18:29:59Z'), 'Asia/Kolkata')).toBe('2026-03-10')
    expect(localDate(new Date('2026-03-10T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-03-11')
    expect(localDate(beforeMidnight, 'America/Los_Angeles')).toBe('2026-03-10')
  })
  it('lists streaks newest first', () => {
    expect(streakList(['2026-03-01', '2026-03-02', '2026-03-05', '2026-03-02', '2026-02-28'])).toEqual([
      { StartDate: '2026-03-05', EndDate: '2026-03-05' },
      { StartDate: '2026-02-28', EndDate: '2026-03-02' },
    ])
  })
  it('keeps the current streak alive until a full day is missed', () => {
    const days = ['2026-03-08', '2026-03-09', '2026-03-10']
    expect(streakStats(days, '2026-03-10')).toEqual({ id: '2026-03-08', currentStreak: 3 })
    expect(streakStats(days, '2026-03-11')).toEqual({ id: '2026-03-08', currentStreak: 3 })
    expect(streakStats(days, '2026-03-12')).toEqual({ id: null, currentStreak: 0 })
    expect(streakStats([], '2026-03-12')).toEqual({ id: null, currentStreak: 0 })
  })
  it('shows a Sunday-to-Saturday week with done, today, broken and plain days', () => {
    // 2026-03-11 is a Wednesday.
    const week = streakWeek(['2026-03-08', '2026-03-09'], '2026-03-11')
    expect(week.map((day) => day.date)).toEqual([
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
    ])
    expect(week.map((day) => day.status)).toEqual(['done', 'done', 'broken', 'today', 'default', 'default', 'default'])
  })
})
