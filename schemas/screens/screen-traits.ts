// Plain constants (no zod), like screen-types.ts, so the engine and browser code can read them.
import type { screenTypes } from './screen-types'

type ScreenTypeName = (typeof screenTypes)[number]

/**
 * What each screen type does, in one place (issue #10): the engine's rules, the funnel file
 * checks and the player's refusal messages all read this table, so a new screen type is described
 * once and a type missing from it fails the type check.
 */
export type ScreenTraits = {
  /** The answer a visitor gives on it: one option, several options, typed text, or none. */
  answer: 'option' | 'options' | 'text' | null
  /** Plays for a set time and moves on by itself. */
  loader: boolean
  /** A funnel may end on it (a purchase, or the end of in-app onboarding). */
  terminal: boolean
  /** Its next button ends the funnel (onboarding slides); a paywall ends it only by checkout. */
  endsOnNext: boolean
  /** Always the last screen of its path: no screen follows it, whatever comes after it in the list (a save offer). */
  final: boolean
  /** Why its next button may refuse to move on, for the visitor's message; null when it never refuses. */
  refusal: 'email' | 'text' | 'selection' | null
}

const passive = { answer: null, loader: false, terminal: false, endsOnNext: false, final: false, refusal: null } as const

export const screenTraits = {
  SingleOption: { ...passive, answer: 'option' },
  MultipleOption: { ...passive, answer: 'options', refusal: 'selection' },
  Image: passive,
  Skip: passive,
  Dependent: passive,
  Loader: { ...passive, loader: true },
  Info: passive,
  Input: { ...passive, answer: 'text', refusal: 'text' },
  Email: { ...passive, answer: 'text', refusal: 'email' },
  YesNo: { ...passive, answer: 'option' },
  Chart: passive,
  ProductOnboarding: { ...passive, terminal: true, endsOnNext: true },
  Paywall: { ...passive, terminal: true },
  IndianFirst: { ...passive, answer: 'option' },
  LevelIndicator: passive,
  Lottie: passive,
  Slider: passive,
  LoaderWithPopups: { ...passive, loader: true },
  IntroLesson: passive,
  IntroLessonFinished: { ...passive, terminal: true, endsOnNext: true },
  SaveOffer: { ...passive, terminal: true, endsOnNext: true, final: true },
} as const satisfies Record<ScreenTypeName, ScreenTraits>

/** The screen types whose traits match `traits`, as a type: `TypesWith<{ loader: true }>`. */
export type TypesWith<T extends Partial<ScreenTraits>> = {
  [Type in ScreenTypeName]: (typeof screenTraits)[Type] extends T ? Type : never
}[ScreenTypeName]

/** The screen types whose traits pass `test`, in the order of `screenTypes`. */
export function typesWhere(test: (traits: ScreenTraits) => boolean): ScreenTypeName[] {
  return (Object.keys(screenTraits) as ScreenTypeName[]).filter((type) => test(screenTraits[type]))
}
