import type { Answer } from '../schemas/funnel/answer'
import type { FunnelDefinition } from '../schemas/funnel/definition'
import type { Option, Screen, ScreenOf, ScreenType } from '../schemas/screens'

export function screenIndex(definition: FunnelDefinition, screenId: string): number {
  return definition.screens.findIndex((screen) => screen.id === screenId)
}

export function findScreen(definition: FunnelDefinition, screenId: string): Screen | undefined {
  return definition.screens.find((screen) => screen.id === screenId)
}

export type ChoiceScreen = ScreenOf<'SingleOption' | 'YesNo' | 'IndianFirst'>
export type InputScreen = ScreenOf<'Input' | 'Email'>
export type LoaderScreen = ScreenOf<'Loader' | 'LoaderWithPopups'>

const choiceTypes: readonly ScreenType[] = ['SingleOption', 'YesNo', 'IndianFirst']

export function isChoiceScreen(screen: Screen): screen is ChoiceScreen {
  return choiceTypes.includes(screen.type)
}

export function isInputScreen(screen: Screen): screen is InputScreen {
  return screen.type === 'Input' || screen.type === 'Email'
}

export function isLoaderScreen(screen: Screen): screen is LoaderScreen {
  return screen.type === 'Loader' || screen.type === 'LoaderWithPopups'
}

/** Onboarding slides end the funnel themselves; a paywall ends it only by checkout. */
export function endsOnNext(screen: Screen): boolean {
  return screen.type === 'ProductOnboarding' || screen.type === 'IntroLessonFinished'
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
