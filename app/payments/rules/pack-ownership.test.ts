import { describe, expect, it } from 'vitest'
import { type PackCharge, packOwnership, packStatusOf, purchaseStatusesOf } from './pack-ownership'

const charge = (changes: Partial<PackCharge> = {}): PackCharge => ({
  kind: 'upsell',
  status: 'success',
  productId: 'upsell_ai_tools',
  providerOrderId: 'u1-5-1',
  ...changes,
})

describe('packOwnership', () => {
  it('owns a paid pack for life: its plan ending, lapsing or being cancelled takes nothing away', () => {
    expect(packOwnership([charge()], 'upsell_ai_tools')).toBe('owned')
  })

  it('a refunded pack is not owned; bought again, it is', () => {
    const refund = charge({ kind: 'refund' })
    expect(packOwnership([refund, charge()], 'upsell_ai_tools')).toBe('none')
    const again = charge({ providerOrderId: 'u1-5-2' })
    expect(packOwnership([again, refund, charge()], 'upsell_ai_tools')).toBe('owned')
  })

  it('is processing while the latest charge waits for its report, and none when never bought', () => {
    expect(packOwnership([charge({ status: 'processing' })], 'upsell_ai_tools')).toBe('processing')
    expect(packOwnership([charge({ status: 'fail' })], 'upsell_ai_tools')).toBe('none')
    expect(packOwnership([charge()], 'upsell_600_prompts')).toBe('none')
  })

  it('maps to the purchase check’s statuses: only an owned pack is Success', () => {
    expect(['owned', 'processing', 'none'].map((ownership) => packStatusOf(ownership as never))).toEqual(['Success', 'Processing', 'Fail'])
  })
})

describe('purchaseStatusesOf', () => {
  const packOf = new Map([
    ['upsell_ai_tools', 'ai_tools'],
    ['upsell_30k_prompts', 'complete_ai'],
    ['upsell_ultimate_ai', 'ultimate_ai'],
  ] as const)

  it('reports a pack owned through the Ultimate AI bundle as purchased', () => {
    const statuses = purchaseStatusesOf(
      { upsell_ultimate_ai: 'owned', upsell_ai_tools: 'none' },
      ['upsell_ai_tools', 'upsell_30k_prompts'],
      packOf,
    )
    expect(statuses).toEqual({ upsell_ai_tools: 'Success', upsell_30k_prompts: 'Success' })
  })

  it('a part does not make the bundle purchased, and a refunded or processing bundle gives nothing yet', () => {
    expect(purchaseStatusesOf({ upsell_ai_tools: 'owned' }, ['upsell_ultimate_ai', 'upsell_ai_tools'], packOf)).toEqual({
      upsell_ultimate_ai: 'Fail',
      upsell_ai_tools: 'Success',
    })
    expect(
      purchaseStatusesOf({ upsell_ultimate_ai: 'none', upsell_ai_tools: 'processing' }, ['upsell_ai_tools', 'upsell_30k_prompts'], packOf),
    ).toEqual({ upsell_ai_tools: 'Processing', upsell_30k_prompts: 'Fail' })
  })
})
