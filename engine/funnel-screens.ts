import type { Answer } from '../schemas/funnel/answer'
import type { FunnelDefinition } from '../schemas/funnel/definition'
import type { Option, Screen, ScreenOf } from '../schemas/screens'
import { screenTraits, type TypesWith } from '../schemas/screens/screen-traits'

export function screenIndex(definition: FunnelDefinition, screenId: string): number {
  return definition.screens.findIndex((screen) => screen.id === screenId)
}

export function findScreen(definition: FunnelDefinition, screenId: string): Screen | undefined {
  return definition.screens.find((screen) => screen.id === screenId)
}

/** Screens answered with one option (a tap picks it and moves on). */
export type ChoiceScreen = ScreenOf<TypesWith<{ answer: 'option' }>>
/** Screens answered with typed text. */
export type InputScreen = ScreenOf<TypesWith<{ answer: 'text' }>>
export type LoaderScreen = ScreenOf<TypesWith<{ loader: true }>>

export function isChoiceScreen(screen: Screen): screen is ChoiceScreen {
  return screenTraits[screen.type].answer === 'option'
}

export function isInputScreen(screen: Screen): screen is InputScreen {
  return screenTraits[screen.type].answer === 'text'
}

export function isLoaderScreen(screen: Screen): screen is LoaderScreen {
  return screenTraits[screen.type].loader
}

/** Onboarding slides end the funnel themselves; a paywall ends it only by checkout. */
export function endsOnNext(screen: Screen): boolean {
  return screenTraits[screen.type].endsOnNext
}

/** A save offer ends its path: no screen follows it. */
export function isFinal(screen: Screen): boolean {
  return screenTraits[screen.type].final
}

export function loadingTimeMs(definition: FunnelDefinition, screen: LoaderScreen): number {
  return Math.round((screen.loadingTime ?? definition.settings.loader.defaultSeconds) * 1000)
}

/** The options an answer holds (none for typed answers), in the order they were stored. */
export function answerOptions(answer: Answer | undefined): Option[] {
  if (!answer) return []
  if (Array.isArray(answer.data)) return answer.data
  return 'id' in answer.data ? [answer.data] : []
}

export function chosenOptionIds(answer: Answer | undefined): string[] {
  return answerOptions(answer).map((option) => option.id)
}
