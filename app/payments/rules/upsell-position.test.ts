import { describe, expect, it } from 'vitest'
import { chargeableAt } from './upsell-position'
import { upsellIndexFrom } from '../../core/metadata-keys'

const offers = [
  { planId: 'big', sale: false },
  { planId: 'big_sale', sale: true },
  { planId: 'small', sale: false },
  { planId: 'small_sale', sale: true },
  { planId: 'tools', sale: false },
]
const none = new Set<string>()

describe('chargeableAt', () => {
  it('sells a regular offer at any position', () => {
    for (const position of [0, 2, 5]) expect(chargeableAt(offers, position, 'tools', none)).toBe(true)
  })

  it('sells a sale price only when the flow is at it and the offer before it was not bought or tried', () => {
    expect(chargeableAt(offers, 1, 'big_sale', none)).toBe(true)
    expect(chargeableAt(offers, 0, 'big_sale', none), 'its regular offer not skipped yet').toBe(false)
    expect(chargeableAt(offers, 1, 'big_sale', new Set(['big']))).toBe(false)
    expect(chargeableAt(offers, 2, 'big_sale', none), 'moved past it').toBe(false)
    expect(chargeableAt(offers, 2, 'small_sale', none), 'its regular offer not skipped yet').toBe(false)
    expect(chargeableAt(offers, 3, 'small_sale', new Set(['big']))).toBe(true)
  })

  it('sells nothing outside the flow', () => {
    expect(chargeableAt(offers, 0, 'other', none)).toBe(false)
  })
})

describe('upsellIndexFrom', () => {
  it('reads the saved position, 0 for anything else', () => {
    expect(upsellIndexFrom('{"currentIndex":3}')).toBe(3)
    for (const value of [undefined, '', '{', '{"currentIndex":-1}', '{"currentIndex":1.5}', '"x"']) expect(upsellIndexFrom(value)).toBe(0)
  })
})
