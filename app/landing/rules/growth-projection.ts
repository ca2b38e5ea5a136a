/**
 * Audience growth shown on the creator landing. Daily growth rates by platform come from the
 * spec (0.01, 0.015, 0.007); which platform has which rate is not shown, so the fastest is given
 * to short video. Compound growth for the first 30 days, then a logistic curve that flattens
 * towards the 1,000,000 ceiling and never passes it.
 */
export const growthRates = { instagram: 0.01, tiktok: 0.015, youtube: 0.007 } as const
export type Platform = keyof typeof growthRates
export const audienceCeiling = 1_000_000
const compoundDays = 30

export function projectAudience(start: number, days: number, platform: Platform): number {
  const rate = growthRates[platform]
  const base = Math.max(1, start)
  const compounding = Math.min(days, compoundDays)
  const atDay30 = Math.min(audienceCeiling, base * (1 + rate) ** compounding)
  if (days <= compoundDays) return Math.round(atDay30)
  const t = days - compoundDays
  const logistic = audienceCeiling / (1 + ((audienceCeiling - atDay30) / atDay30) * Math.exp(-rate * t))
  return Math.round(Math.min(audienceCeiling, logistic))
}

/** One point per day from day 0 to `days`, for the chart. */
export function projectionSeries(start: number, days: number, platform: Platform): number[] {
  return Array.from({ length: days + 1 }, (_, day) => projectAudience(start, day, platform))
}
