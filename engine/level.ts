import type { Level } from '../schemas/content/level'
import type { Answer } from '../schemas/funnel/answer'
import type { ScreenOf } from '../schemas/screens'
import { answerOptions } from './funnel-screens'

type LevelIndicatorScreen = ScreenOf<'LevelIndicator'>
export type TextMark = LevelIndicatorScreen['textMark']

const scores: Record<Level, number> = { Low: 1, Moderate: 2, High: 3 }
const levels: readonly Level[] = ['Low', 'Moderate', 'High']

/**
 * The visitor's level from the options chosen on the `levelFrom` screens: each scores Low 1,
 * Moderate 2, High 3; the rounded average is the level. With nothing to go on it is Moderate.
 */
export function deriveLevel(screen: LevelIndicatorScreen, answers: Record<string, Answer>): { level: Level; textMark: TextMark } {
  const chosen = screen.levelFrom.flatMap((screenId) => answerOptions(answers[screenId]))
  const points = chosen.flatMap((option) => (option.level ? [scores[option.level]] : []))
  const average = points.length ? points.reduce((sum, score) => sum + score, 0) / points.length : scores.Moderate
  const level = levels[Math.round(average) - 1] ?? 'Moderate'
  return { level, textMark: screen.marks?.[level] ?? screen.textMark }
}
