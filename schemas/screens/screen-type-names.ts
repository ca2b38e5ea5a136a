// Plain constants (no zod), like screen-traits.ts, so the studio, the report and the dashboard share them.
import type { screenTypes } from './screen-types'

type ScreenTypeName = (typeof screenTypes)[number]

/**
 * Each screen type as marketers name it: the studio's list and picker, its change summary and the
 * funnel report all say these words, never the type's code name.
 */
export const screenTypeNames = {
  SingleOption: 'Single choice',
  MultipleOption: 'Multiple choice',
  Image: 'Picture',
  Skip: 'Skippable step',
  Dependent: 'Answer recap',
  Loader: 'Loader',
  Info: 'Information',
  Input: 'Text answer',
  Email: 'Email',
  YesNo: 'Yes or no',
  Chart: 'Progress chart',
  ProductOnboarding: 'App welcome slide',
  Paywall: 'Paywall',
  IndianFirst: 'Opening question',
  LevelIndicator: 'Level gauge',
  Lottie: 'Animation',
  Slider: 'Slides',
  LoaderWithPopups: 'Loader with reviews',
  IntroLesson: 'Intro lesson',
  IntroLessonFinished: 'Lesson finished',
  SaveOffer: 'Save offer or goodbye',
} as const satisfies Record<ScreenTypeName, string>

/** A type's name for people; a type this version does not know (an older funnel's) reads as "Screen". */
export const screenTypeName = (type: string): string => (screenTypeNames as Record<string, string>)[type] ?? 'Screen'
