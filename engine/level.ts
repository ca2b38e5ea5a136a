import type { Level } from '../schemas/content/level'
import type { Answer } from '../schemas/funnel/answer'
import type { ScreenOf } from '../schemas/screens'
import { answerOptions } from './funnel-screens'

type LevelIndicatorScreen = ScreenOf<'LevelIndicator'>
export type TextMark = LevelIndicatorScreen['textMark']

const scores: Record<Level, number> = { Low: 1, Moderate: 2, High: 3 }
export const levels: readonly Level[] = ['Low', 'Moderate', 'High']

/** The level a visitor gets when none of the `levelFrom` screens was answered with a levelled option. */
export const defaultLevel: Level = 'Moderate'

/**
 * The visitor's level from the options chosen on the `levelFrom` screens: each scores Low 1,
 * Moderate 2, High 3; the rounded average is the level. With nothing to go on it is Moderate.
 *
 * The mark is the one for that level and only that one, so the gauge's marker and the words beside
 * it never disagree: `marks[level]`, else `textMark` for Moderate (the level `textMark` describes),
 * else none — a funnel without a mark for Low shows the gauge alone rather than "Competent" on Low.
 */
export function deriveLevel(screen: LevelIndicatorScreen, answers: Record<string, Answer>): { level: Level; textMark?: TextMark } {
  const chosen = screen.levelFrom.flatMap((screenId) => answerOptions(answers[screenId]))
  const points = chosen.flatMap((option) => (option.level ? [scores[option.level]] : []))
  const average = points.length ? points.reduce((sum, score) => sum + score, 0) / points.length : scores[defaultLevel]
  const level = levels[Math.round(average) - 1] ?? defaultLevel
  const textMark = markFor(screen, level)
  return textMark ? { level, textMark } : { level }
}

/** The mark a level shows: its own from `marks`, else `textMark` when the level is Moderate. */
export function markFor(screen: Pick<LevelIndicatorScreen, 'textMark' | 'marks'>, level: Level): TextMark | undefined {
  return screen.marks?.[level] ?? (level === defaultLevel ? screen.textMark : undefined)
}
