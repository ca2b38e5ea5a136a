import { describe, expect, it } from 'vitest'
import { streakRangeLabel } from './friendly-dates'

// ICU puts thin or narrow no-break spaces around the range dash; compare words, not spacing.
const plain = (text: string) => text.replace(/\s+/g, ' ')

describe('streakRangeLabel', () => {
  it('shows one day as a short date, without the current year', () => {
    expect(plain(streakRangeLabel({ StartDate: '2026-11-03', EndDate: '2026-11-03' }, '2026-11-23'))).toBe('Nov 3')
  })

  it('shows a range inside one month once with the month', () => {
    expect(plain(streakRangeLabel({ StartDate: '2026-11-03', EndDate: '2026-11-07' }, '2026-11-23'))).toBe('Nov 3 – 7')
  })

  it('adds the years of a streak outside the current year', () => {
    expect(plain(streakRangeLabel({ StartDate: '2025-12-30', EndDate: '2026-01-02' }, '2026-11-23'))).toBe('Dec 30, 2025 – Jan 2, 2026')
    expect(plain(streakRangeLabel({ StartDate: '2025-03-01', EndDate: '2025-03-01' }, '2026-11-23'))).toBe('Mar 1, 2025')
  })

  it('keeps the recorded calendar day, whatever the server’s own time zone', () => {
    // The first of a month at UTC midnight is the last day of the previous month west of UTC.
    const serverZone = process.env.TZ
    process.env.TZ = 'America/Los_Angeles'
    try {
      expect(plain(streakRangeLabel({ StartDate: '2026-03-01', EndDate: '2026-03-01' }, '2026-11-23'))).toBe('Mar 1')
    } finally {
      if (serverZone === undefined) delete process.env.TZ
      else process.env.TZ = serverZone
    }
  })
})
