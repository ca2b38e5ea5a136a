import { describe, expect, it } from 'vitest'
import { isProductTourFinished, isProductTourLessonPage, type ProductTourContext, shouldOpenProductTour } from './product-tour'
import { readyForProductTour } from '../../../tests/support/product-tour-context'

const ready = readyForProductTour

describe('shouldOpenProductTour', () => {
  const systems = ['solidgate', 'ecommpay', 'none'] as const

  describe.each(systems)('preconditions and blockers (%s)', (paymentSystem) => {
    it.each<[string, Partial<ProductTourContext>, boolean]>([
      ['opens when everything is ready', {}, true],
      ['waits while the payment system is unknown', { paymentSystem: undefined }, false],
      ['waits while data is loading', { dataLoaded: false }, false],
      ['waits until metadata is initialised', { metadataInitialised: false }, false],
      ['stays shut when the source is product_v3_onboarding', { source: 'product_v3_onboarding' }, false],
      ['opens for any other source', { source: 'email' }, true],
      ['stays shut when productOnboardingFinished is stored', { finished: true }, false],
      ['stays shut on a lesson page during onboarding', { onProductTourLessonPage: true }, false],
    ])('%s', (_name, change, expected) => {
      const context = { ...ready, paymentSystem, ...change }
      expect(shouldOpenProductTour(context)).toBe(expected)
    })
  })

  it.each<[string, Partial<ProductTourContext>, boolean]>([
    // First provider (solidgate): only the finished flag matters.
    ['solidgate: opens with enrolments', { paymentSystem: 'solidgate', enrolmentCount: 3 }, true],
    ['solidgate: opens with a first_login marker', { paymentSystem: 'solidgate', firstLoginMarker: true }, true],
    ['solidgate: opens with the expired wizard', { paymentSystem: 'solidgate', expiredWizardShown: true }, true],
    ['solidgate: stays shut once finished', { paymentSystem: 'solidgate', finished: true, enrolmentCount: 0 }, false],
    // Other systems except the second (none): no enrolments and the flag absent.
    ['none: opens with no enrolments', { paymentSystem: 'none', enrolmentCount: 0 }, true],
    ['none: stays shut with an enrolment', { paymentSystem: 'none', enrolmentCount: 1 }, false],
    ['none: ignores the first_login marker', { paymentSystem: 'none', firstLoginMarker: true }, true],
    ['none: ignores the expired wizard', { paymentSystem: 'none', expiredWizardShown: true }, true],
    ['none: stays shut once finished', { paymentSystem: 'none', finished: true }, false],
    // Second provider (ecommpay): also no first_login marker and no expired wizard.
    ['ecommpay: opens with nothing in the way', { paymentSystem: 'ecommpay' }, true],
    ['ecommpay: stays shut with an enrolment', { paymentSystem: 'ecommpay', enrolmentCount: 1 }, false],
    ['ecommpay: stays shut with a first_login marker', { paymentSystem: 'ecommpay', firstLoginMarker: true }, false],
    ['ecommpay: stays shut with the expired wizard', { paymentSystem: 'ecommpay', expiredWizardShown: true }, false],
    ['ecommpay: stays shut once finished', { paymentSystem: 'ecommpay', finished: true }, false],
  ])('provider rule — %s', (_name, change, expected) => {
    expect(shouldOpenProductTour({ ...ready, ...change })).toBe(expected)
  })
})

describe('isProductTourFinished', () => {
  it.each<[string | undefined, string | null | undefined, boolean]>([
    [undefined, null, false],
    ['true', null, true],
    [undefined, 'true', true],
    ['false', null, false],
    ['false', 'false', false],
    ['false', 'true', true],
  ])('metadata %s, client storage %s → %s', (metadataValue, clientValue, expected) => {
    expect(isProductTourFinished(metadataValue, clientValue)).toBe(expected)
  })
})

describe('isProductTourLessonPage', () => {
  it.each<[string, boolean]>([
    ['/course/31/topic/72/lesson/383?source=onboarding', true],
    ['/course/31/topic/72/lesson/383/?source=onboarding&page=2', true],
    ['/course/31/topic/72/lesson/383', false],
    ['/course/31/topic/72/lesson/383?source=email', false],
    ['/course/31/topic/72?source=onboarding', false],
    ['/home?source=onboarding', false],
  ])('%s → %s', (path, expected) => {
    expect(isProductTourLessonPage(new URL(path, 'https://example.test'))).toBe(expected)
  })
})
