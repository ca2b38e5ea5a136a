import type { ProductTourContext } from '../../app/product-tour/rules/product-tour'

/** A student for whom the product onboarding opens on every payment system; each test changes one thing. */
export const readyForProductTour: ProductTourContext = {
  paymentSystem: 'solidgate',
  dataLoaded: true,
  metadataInitialised: true,
  source: null,
  finished: false,
  onProductTourLessonPage: false,
  enrolmentCount: 0,
  firstLoginMarker: false,
  expiredWizardShown: false,
}
