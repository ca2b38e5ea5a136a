import type { ScreenType } from '@schemas/screens'

/** Each screen type as marketers name it, with a glyph for the list and the picker. */
export const screenTypeNames: { [T in ScreenType]: { name: string; icon: string } } = {
  SingleOption: { name: 'Single choice', icon: '◉' },
  MultipleOption: { name: 'Multiple choice', icon: '☑' },
  Image: { name: 'Picture', icon: '▣' },
  Skip: { name: 'Skippable step', icon: '↷' },
  Dependent: { name: 'Answer recap', icon: '↺' },
  Loader: { name: 'Loader', icon: '◔' },
  Info: { name: 'Information', icon: 'ℹ' },
  Input: { name: 'Text answer', icon: '✎' },
  Email: { name: 'Email', icon: '✉' },
  YesNo: { name: 'Yes or no', icon: '⇄' },
  Chart: { name: 'Progress chart', icon: '📈' },
  ProductOnboarding: { name: 'App welcome slide', icon: '▭' },
  Paywall: { name: 'Paywall', icon: '💳' },
  IndianFirst: { name: 'Opening question', icon: '★' },
  LevelIndicator: { name: 'Level gauge', icon: '◠' },
  Lottie: { name: 'Animation', icon: '✦' },
  Slider: { name: 'Slides', icon: '⇉' },
  LoaderWithPopups: { name: 'Loader with reviews', icon: '◕' },
  IntroLesson: { name: 'Intro lesson', icon: '▶' },
  IntroLessonFinished: { name: 'Lesson finished', icon: '✓' },
}
