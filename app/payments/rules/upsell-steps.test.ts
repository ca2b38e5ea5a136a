import { describe, expect, it } from 'vitest'
import { offerStep, packListPrices, struckPriceCents, type StepOffer } from './upsell-steps'

const offer = (pack: string, sale: boolean, priceCents: number, fullPriceCents: number | null = null): StepOffer => ({
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
})
