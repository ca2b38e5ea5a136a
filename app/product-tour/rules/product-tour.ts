import type { PaymentSystemSetting } from '@schemas/payments/payment-system'

/**
 * When the in-app product onboarding modal opens by itself (spec learning-app §5 "Product
 * onboarding (in-app)"). The spec speaks of providers by rank; in this product they are the values
 * of the `payment_system` flag (spec §1):
 *
 * | spec                                   | `payment_system` |
 * | -------------------------------------- | ---------------- |
 * | first card payment provider            | `solidgate`      |
 * | second card payment provider           | `ecommpay`       |
 * | "other systems except the second"      | `none` (the spec's other_payment_system) |
 *
 * `paymentSystem: undefined` is "not known yet" — the modal waits rather than guessing.
 *
 * The rules are the spec's for every student, bought or not (issue #32.8): an account made by app
 * sign-up has bought nothing, and the product funnels end in their own paywall, so the onboarding
 * is where it meets the offer. Accounts that should not see it (seeded demo students, tests) carry
 * the finished flag instead of a rule of ours.
 */
export type ProductTourContext = {
  paymentSystem: PaymentSystemSetting | undefined
  /** The student's enrolments (and what else the page needs) have loaded. */
  dataLoaded: boolean
  /** The student's metadata has been read, so an absent finished flag really is absent. */
  metadataInitialised: boolean
  /** The `source` query parameter of the current page. */
  source: string | null
  /** `productOnboardingFinished` is stored (metadata or client storage; see `isProductTourFinished`). */
  finished: boolean
  /** The page is a lesson opened from the onboarding (see `isProductTourLessonPage`). */
  onProductTourLessonPage: boolean
  enrolmentCount: number
  /** The `first_login` client storage marker is set. */
  firstLoginMarker: boolean
  /** The page shows the expired-subscription wizard. */
  expiredWizardShown: boolean
}

/** The source the intro lesson's done button sends back to /home with (spec §2). */
export const productTourSource = 'product_v3_onboarding'

export function shouldOpenProductTour(context: ProductTourContext): boolean {
  if (context.paymentSystem === undefined || !context.dataLoaded || !context.metadataInitialised) return false
  if (context.source === productTourSource || context.finished || context.onProductTourLessonPage) return false
  switch (context.paymentSystem) {
    case 'solidgate':
      return true
    case 'ecommpay':
      return context.enrolmentCount === 0 && !context.firstLoginMarker && !context.expiredWizardShown
    case 'none':
      return context.enrolmentCount === 0
  }
}

/**
 * The flag counts as stored when either place says `true`: the metadata key (kept per student on
 * the server) or the client storage key of the same name (set the moment the modal finishes,
 * before the metadata save has come back). A stored `false` says "not finished", i.e. absent.
 */
export function isProductTourFinished(metadataValue: string | undefined, clientValue: string | null | undefined): boolean {
  return metadataValue === 'true' || clientValue === 'true'
}

const lessonPath = /^\/course\/[^/]+\/topic\/[^/]+\/lesson\/[^/]+\/?$/

/** A lesson page opened by the onboarding (`?source=onboarding`, as the lesson route reads it). */
export function isProductTourLessonPage(url: Pick<URL, 'pathname' | 'searchParams'>): boolean {
  return lessonPath.test(url.pathname) && url.searchParams.get('source') === 'onboarding'
}
