import { counters } from './counter'

/** The landing calculator's promise: how many minutes a day it takes to earn the chosen amount. */
export const maxMinutesPerDay = 30

/** The amounts the visitor can choose, a month. */
export const moneyRange = { min: 500, max: 10_000, step: 100 } as const

/** The areas the visitor can pick; more areas take more time. */
export const calculatorAreas = ['Content creation', 'Freelancing', 'Digital marketing', 'Design', 'E-commerce'] as const

/**
 * What the calculator shows before the visitor touches it: the spec's $3,000 a month (where its
 * counter stops) with one area picked, which reads "About 15 minutes a day" — the landing's
 * 15-20 minutes. While the counter runs it never shows less than the range's minimum.
 */
export const calculatorStart = { money: counters.calculatorMoney.max, areas: ['Content creation'] as string[] }

/** The amount to show: the visitor's choice, else the counter, never below the range. */
export function shownMoney(chosen: number | null, counted: number): number {
  return Math.max(moneyRange.min, Math.min(moneyRange.max, chosen ?? counted))
}
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
