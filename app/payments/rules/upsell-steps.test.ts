import { describe, expect, it } from 'vitest'
import type { UpsellPack } from '@schemas/payments/upsell'
import { offerStep, packListPrices, struckPriceCents, type StepOffer } from './upsell-steps'

const offer = (pack: UpsellPack, sale: boolean, priceCents: number, fullPriceCents: number | null = null): StepOffer => ({
  pack,
  sale,
  priceCents,
  fullPriceCents,
})

// The seeded flow: two packs with a sale second chance, AI tools, the Ultimate AI pack with its sale.
const flow = [
  offer('complete_ai', false, 2999, 5999),
  offer('complete_ai', true, 1499, 2999),
  offer('personal_boost', false, 1999, 3999),
  offer('personal_boost', true, 999, 1999),
  offer('ai_tools', false, 2499),
  offer('ultimate_ai', false, 4999, 9999),
  offer('ultimate_ai', true, 3499),
]

describe('offerStep', () => {
  it('counts only the regular offers, so the steps run 1 of 4 to 4 of 4 with no gap', () => {
    expect(flow.map((_, index) => offerStep(flow, index))).toEqual([
      { step: 1, total: 4 },
      { step: 1, total: 4 },
      { step: 2, total: 4 },
      { step: 2, total: 4 },
      { step: 3, total: 4 },
      { step: 4, total: 4 },
      { step: 4, total: 4 },
    ])
  })

  it('stays within 1 … total at the edges', () => {
    expect(offerStep(flow, 99)).toEqual({ step: 4, total: 4 })
    expect(offerStep([offer('ai_tools', false, 2499)], 0)).toEqual({ step: 1, total: 1 })
  })
})

describe('struck-through prices', () => {
  const list = packListPrices(flow)

  it('strike the same price through on the regular offer and its sale', () => {
    expect(struckPriceCents(flow[0]!, list)).toBe(5999)
    expect(struckPriceCents(flow[1]!, list)).toBe(5999)
    expect(struckPriceCents(flow[2]!, list)).toBe(3999)
    expect(struckPriceCents(flow[3]!, list)).toBe(3999)
    expect(struckPriceCents(flow[5]!, list)).toBe(9999)
    expect(struckPriceCents(flow[6]!, list)).toBe(9999)
  })

  it('strike nothing through when there is no higher price', () => {
    expect(struckPriceCents(flow[4]!, list)).toBeNull()
  })

  it('measure a sale against the regular price when the regular offer has no full price', () => {
    const plain = [offer('complete_ai', false, 2999), offer('complete_ai', true, 1499, 9999)]
    const prices = packListPrices(plain)
    expect(struckPriceCents(plain[0]!, prices)).toBeNull()
    expect(struckPriceCents(plain[1]!, prices)).toBe(2999)
  })

  it('passes over the offers of packs held when the flow opens, and bundles holding one', () => {
    // Holding the Complete AI pack: its offers and the Ultimate AI pack are passed over.
    const at = (index: number) => offerStep(flow, index, ['complete_ai'])
    expect([at(2), at(3), at(4)]).toEqual([
      { step: 1, total: 2 },
      { step: 1, total: 2 },
      { step: 2, total: 2 },
    ])
    expect(offerStep(flow, 0, ['ultimate_ai'])).toEqual({ step: 1, total: 1 })
  })

  it('a pack bought in the flow closes only the steps after it, so the last step shown is "N of N"', () => {
    // Bought the Complete AI pack at the first offer: the Ultimate AI pack will not come.
    expect(offerStep(flow, 0, [], ['complete_ai'])).toEqual({ step: 1, total: 3 })
    expect(offerStep(flow, 2, [], ['complete_ai'])).toEqual({ step: 2, total: 3 })
    expect(offerStep(flow, 4, [], ['complete_ai'])).toEqual({ step: 3, total: 3 })
    // Bought the AI tools pack at step 3 (the money journey): its success shows "3 of 3", then home.
    expect(offerStep(flow, 4, [], ['ai_tools'])).toEqual({ step: 3, total: 3 })
    // Bought on the sale second chance: the same, counted from the sale's own step.
    expect(offerStep(flow, 1, [], ['complete_ai'])).toEqual({ step: 1, total: 3 })
  })
})
