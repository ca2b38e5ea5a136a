/**
 * Titles of the streak modal. The spec says they vary by status and are picked at random but does
 * not list them, so these are ours. The modal opens when the streak changed after a completion:
 * a streak of one day has just started (first ever or after a break), a longer one was extended.
 */
export type StreakModalStatus = 'started' | 'continued'

export const streakTitles: Record<StreakModalStatus, readonly string[]> = {
  started: ['Your streak has started!', 'Day one: well done!', 'A fresh start!', 'The first step is done!'],
  continued: ['Your streak keeps growing!', 'You kept it going!', 'On a roll!', 'Another day, another step!'],
}

export function streakModalStatus(currentStreak: number): StreakModalStatus {
  return currentStreak <= 1 ? 'started' : 'continued'
}

/** `random` returns a number in [0, 1), like Math.random; injected so tests can reach every title. */
export function pickStreakTitle(status: StreakModalStatus, random: () => number = Math.random): string {
  const titles = streakTitles[status]
  const index = Math.min(titles.length - 1, Math.max(0, Math.floor(random() * titles.length)))
  return titles[index]!
}
