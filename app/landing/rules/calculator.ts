/** The landing calculator's promise: how many minutes a day it takes to earn the chosen amount. */
export const maxMinutesPerDay = 30
const minutesPerThousand = 5
const extraAreaFactor = 0.2

/**
 * money / 1000 × 5 × (1 + 0.2 per selected area beyond the first), rounded, capped at 30.
 * With no area selected there is no "extra" area either.
 */
export function minutesPerDay(money: number, selectedAreas: number): number {
  if (!Number.isFinite(money) || money <= 0) return 0
  const extraAreas = Math.max(0, Math.floor(selectedAreas) - 1)
  const minutes = (money / 1000) * minutesPerThousand * (1 + extraAreaFactor * extraAreas)
  return Math.min(maxMinutesPerDay, Math.round(minutes))
}
