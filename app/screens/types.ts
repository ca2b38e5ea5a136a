import type { FunnelEvent } from '@engine/types'
import type { Option, ScreenOf, ScreenType } from '@schemas/screens'
import type { Level } from '@schemas/content/level'
import type { TestimonialView } from '@schemas/content/testimonial-view'
import type { PaywallPlanView } from '~/payments'

/**
 * Everything a screen renderer needs, already worked out by the funnel provider from the engine's
 * snapshot: copy with placeholders filled in, images resolved to URLs, the recalled answer, the
 * current selection. Renderers hold no funnel logic; they display this and call `send`.
 */
export type ScreenView = {
  title?: string
  description?: string
  preTitle?: string
  nextButtonTitle?: string
  /** Absolute URL of the screen's image, resolved against the funnel's image set. */
  imageUrl?: string
  /** Options with their copy rendered (same ids as the screen's options). */
  options?: Option[]
  /** Dependent/Image/Chart screens: what was answered on `dependentStep`. */
  recalled?: { label: string; recap?: { title: string; description?: string } }
  /** LevelIndicator: the derived level and the mark to show for it. */
  level?: { value: Level; mark?: { title: string; description: string; icon?: string } }
  /** Slider: slides with images resolved. */
  slides?: { title: string; description?: string; claim?: string; imageUrl?: string }[]
  /** Paywall: the funnel's benefits with their placeholders filled in from the answers. */
  benefits?: string[]
  /** Loaders: testimonials to rotate (normalised from the four shapes). */
  testimonials?: TestimonialView[]
}

export type { PaywallPlanView }

export type PaywallData = {
  plans: PaywallPlanView[]
  defaultPlanIndex: number
  projectsPromiseDays: number
  /** What the plan includes, one bullet each (the funnel's paywall settings). */
  benefits: string[]
  /** The money-back guarantee block under the plans. */
  guarantee: { title: string; text: string; link?: { href: string; text: string } }
  testimonials: TestimonialView[]
  faq: { question: string; answer: string; link?: { href: string; text: string } }[]
}

/** The events a renderer may send; the engine defines what each means on each screen type. */
export type FunnelUiEvent = FunnelEvent

export type ScreenProps<T extends ScreenType = ScreenType> = {
  screen: ScreenOf<T>
  view: ScreenView
  selectedOptionIds: readonly string[]
  inputValue: string
  canContinue: boolean
  /** A message for the visitor after a refused `nav.next` (e.g. an invalid email). */
  error?: string
  /** Paywall screens only. */
  paywall?: PaywallData
  selectedPlanId?: string
  /** Save offer screens: the offer with the student's real prices and dates, worded by the server. */
  saveOffer?: { terms: string }
  /** Loader screens: seconds until the engine moves on by itself. */
  loadingSeconds?: number
  /** The funnel's first screen: its image is the likely LCP, so it loads eagerly with high priority. */
  isFirstScreen?: boolean
  send: (event: FunnelUiEvent) => void
}
