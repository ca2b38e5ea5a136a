import type { ProductOnboardingContext } from '../../app/product-tour/rules/product-onboarding'

/** A student for whom the product onboarding opens on every payment system; each test changes one thing. */
export const readyForProductOnboarding: ProductOnboardingContext = {
  paymentSystem: 'solidgate',
  dataLoaded: true,
  metadataInitialised: true,
  source: null,
  finished: false,
  onOnboardingLessonPage: false,
  enrolmentCount: 0,
  firstLoginMarker: false,
  expiredWizardShown: false,
}
