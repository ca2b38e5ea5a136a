import type { Answer } from '../schemas/funnel/answer'
import type { FunnelDefinition } from '../schemas/funnel/definition'
import type { Condition } from '../schemas/screens'
import { chosenOptionIds, isFinal, screenIndex } from './funnel-screens'

type Answers = Record<string, Answer>

/**
 * Whether an earlier answer meets a condition. On a multiple-choice screen any chosen option counts,
 * so `notIn` means none of them was chosen — which is also true when the screen was never answered.
 */
export function conditionHolds(condition: Condition, answers: Answers): boolean {
  const chosen = chosenOptionIds(answers[condition.screen])
  if ('equals' in condition) return chosen.includes(condition.equals)
  if ('in' in condition) return chosen.some((id) => condition.in.includes(id))
  return !chosen.some((id) => condition.notIn.includes(id))
}

/**
 * The screen shown after `fromId`: the first `next` rule that matches, otherwise the following
 * screen; a screen whose `skipIf` holds is passed over for the one after it. `undefined` when no
 * screen follows.
 */
export function resolveNextScreen(definition: FunnelDefinition, fromId: string, context: { answers: Answers }): string | undefined {
  const from = screenIndex(definition, fromId)
  const fromScreen = definition.screens[from]
  if (!fromScreen || isFinal(fromScreen)) return undefined
  const rule = fromScreen.next?.find((candidate) => conditionHolds(candidate.when, context.answers))
  let index = rule ? screenIndex(definition, rule.goto) : from + 1
  // The validator only lets rules jump forward; refusing a backward jump here keeps every walk finite.
  if (index <= from) return undefined
  for (let screen = definition.screens[index]; screen; screen = definition.screens[++index]) {
    if (!screen.skipIf || !conditionHolds(screen.skipIf, context.answers)) return screen.id
  }
  return undefined
}
