// Plain constants (no zod) so browser code can use them without loading the schemas.
import { typesWhere } from './screen-traits'

export const screenTypes = [
  'SingleOption',
  'MultipleOption',
  'Image',
  'Skip',
  'Dependent',
  'Loader',
  'Info',
  'Input',
  'Email',
  'YesNo',
  'Chart',
  'ProductOnboarding',
  'Paywall',
  'IndianFirst',
  'LevelIndicator',
  'Lottie',
  'Slider',
  'LoaderWithPopups',
  'IntroLesson',
  'IntroLessonFinished',
  'SaveOffer',
] as const

/** A funnel must end on one of these: a purchase, the end of in-app onboarding or a cancellation flow's last word (screen-traits.ts). */
export const terminalScreenTypes: readonly ScreenTypeName[] = typesWhere((traits) => traits.terminal)

type ScreenTypeName = (typeof screenTypes)[number]
