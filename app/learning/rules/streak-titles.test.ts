import { describe, expect, it } from 'vitest'
import { pickStreakTitle, streakModalStatus, streakTitles, type StreakModalStatus } from './streak-titles'

const statuses = Object.keys(streakTitles) as StreakModalStatus[]

describe('streak modal title', () => {
  it('picks only titles of the given status', () => {
    for (const status of statuses) {
      for (let step = 0; step < 100; step++) {
        expect(streakTitles[status]).toContain(pickStreakTitle(status, () => step / 100))
      }
    }
  })
  it('reaches every title of each status', () => {
    for (const status of statuses) {
      const titles = streakTitles[status]
      const picked = new Set(titles.map((_, index) => pickStreakTitle(status, () => (index + 0.5) / titles.length)))
      expect([...picked].sort()).toEqual([...titles].sort())
    }
  })
  it('stays within the list at the edges of the random source', () => {
    expect(pickStreakTitle('started', () => 0)).toBe(streakTitles.started[0])
    expect(pickStreakTitle('continued', () => 0.999999)).toBe(streakTitles.continued.at(-1))
  })
  it('keeps the two lists apart', () => {
    expect(streakTitles.started.filter((title) => streakTitles.continued.includes(title))).toEqual([])
  })
  it('calls a one-day streak started and a longer one continued', () => {
    expect(streakModalStatus(1)).toBe('started')
    expect(streakModalStatus(2)).toBe('continued')
    expect(streakModalStatus(30)).toBe('continued')
  })
})
