import { describe, expect, it } from 'vitest'
import { type OfferPrices, saveOfferTerms } from './save-offer-terms'

const prices: OfferPrices = {
  currency: 'USD',
  renewalCents: 2999,
  renewalPrice: '$29.99',
  nextChargeOn: 'February 7, 2027',
  periodLabel: '4 weeks',
  pauseUntilOn: 'March 7, 2027',
  cheaperPlans: [{ productId: 'twelve', name: '12-week plan', price: '$59.99', periodLabel: '12 weeks' }],
}

describe('a save offer in the student’s prices', () => {
  it('says the discounted renewal, the usual price and when', () => {
    expect(saveOfferTerms({ kind: 'discount', percentOff: 50 }, prices)).toBe(
      '$15.00 instead of $29.99 on February 7, 2027, then $29.99 again.',
    )
  })

  it('says when nothing is charged and when the plan continues', () => {
    expect(saveOfferTerms({ kind: 'pause' }, prices)).toBe(
      'Nothing to pay on February 7, 2027: your plan rests for 4 weeks and continues on March 7, 2027 at $29.99.',
    )
  })

  it('names the cheaper plan, or cannot be made when it is not cheaper than the student’s', () => {
    expect(saveOfferTerms({ kind: 'switch-plan', productId: 'twelve' }, prices)).toBe(
      '12-week plan: $59.99 per 12 weeks instead of $29.99, from February 7, 2027.',
    )
    expect(saveOfferTerms({ kind: 'switch-plan', productId: 'other' }, prices)).toBeNull()
  })

  it('cannot be made when the subscription cannot take it now (a pause already taken)', () => {
    const paused = { ...prices, available: { discount: true, pause: false, switchPlan: true } }
    expect(saveOfferTerms({ kind: 'pause' }, paused)).toBeNull()
    expect(saveOfferTerms({ kind: 'discount', percentOff: 50 }, paused)).toContain('instead of $29.99')
  })
})
