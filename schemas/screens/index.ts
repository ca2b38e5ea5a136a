import { z } from 'zod'
import { chartScreenSchema } from './chart'
import { dependentScreenSchema } from './dependent'
import { emailScreenSchema } from './email'
import { imageScreenSchema } from './image'
import { indianFirstScreenSchema } from './indian-first'
import { infoScreenSchema } from './info'
import { inputScreenSchema } from './input'
import { introLessonScreenSchema } from './intro-lesson'
import { introLessonFinishedScreenSchema } from './intro-lesson-finished'
import { levelIndicatorScreenSchema } from './level-indicator'
import { loaderScreenSchema } from './loader'
import { loaderWithPopupsScreenSchema } from './loader-with-popups'
import { lottieScreenSchema } from './lottie'
import { multipleOptionScreenSchema } from './multiple-option'
import { paywallScreenSchema } from './paywall'
import { productOnboardingScreenSchema } from './product-onboarding'
import { saveOfferScreenSchema } from './save-offer'
import { singleOptionScreenSchema } from './single-option'
import { skipScreenSchema } from './skip'
import { sliderScreenSchema } from './slider'
import { yesNoScreenSchema } from './yes-no'

/** The 21 screen types, discriminated by `type`. */
export const screenSchema = z.discriminatedUnion('type', [
  singleOptionScreenSchema,
  multipleOptionScreenSchema,
  imageScreenSchema,
  skipScreenSchema,
  dependentScreenSchema,
  loaderScreenSchema,
  infoScreenSchema,
  inputScreenSchema,
  emailScreenSchema,
  yesNoScreenSchema,
  chartScreenSchema,
  productOnboardingScreenSchema,
  paywallScreenSchema,
  indianFirstScreenSchema,
  levelIndicatorScreenSchema,
  lottieScreenSchema,
  sliderScreenSchema,
  loaderWithPopupsScreenSchema,
  introLessonScreenSchema,
  introLessonFinishedScreenSchema,
  saveOfferScreenSchema,
])

export type Screen = z.infer<typeof screenSchema>
export type ScreenInput = z.input<typeof screenSchema>
export type ScreenType = Screen['type']
export type ScreenOf<T extends ScreenType> = Extract<Screen, { type: T }>

export * from './common'
export type { TextMark } from './level-indicator'

// The runtime list in screen-types.ts must name exactly the union's types.
type SameSet<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const screenTypesMatchUnion: SameSet<ScreenType, (typeof import('./screen-types').screenTypes)[number]> = true
void screenTypesMatchUnion
