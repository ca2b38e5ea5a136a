import { describe, expect, it } from 'vitest'
import { type PackCharge, packOwnership, packStatusOf, purchaseStatusesOf } from './pack-ownership'
import type { SubscriptionState } from './student-status'

const now = new Date('2026-11-22T12:00:00Z')
const charge = (changes: Partial<PackCharge> = {}): PackCharge => ({
  kind: 'upsell',
  status: 'success',
  productId: 'upsell_ai_tools',
  providerOrderId: 'u1-5-1',
  subscription: '7',
  ...changes,
})
const plans = (state: SubscriptionState) => new Map([['7', state]])

describe('packOwnership', () => {
  it('owns a paid pack while its subscription is active, in redemption or cancelled with time left', () => {
    for (const state of [{ status: 'active' }, { status: 'redemption' }, { status: 'cancelled', endDate: '2026-12-01T00:00:00Z' }])
      expect(packOwnership([charge()], 'upsell_ai_tools', plans(state), now), state.status).toBe('owned')
  })

  it('ends the pack when its subscription has expired (lapsed, refunded) or its cancelled period is over', () => {
    for (const state of [{ status: 'expired' }, { status: 'cancelled', endDate: '2026-11-20T00:00:00Z' }])
      expect(packOwnership([charge()], 'upsell_ai_tools', plans(state), now), state.status).toBe('ended')
    expect(packOwnership([charge({ subscription: null })], 'upsell_ai_tools', plans({ status: 'active' }), now)).toBe('ended')
  })

  it('a new plan does not bring back a pack bought with an ended one; buying it again with the new plan does', () => {
    const subscriptions = new Map<string, SubscriptionState>([
      ['7', { status: 'expired' }],
      ['9', { status: 'active' }],
    ])
    expect(packOwnership([charge()], 'upsell_ai_tools', subscriptions, now)).toBe('ended')
    const again = charge({ providerOrderId: 'u1-5-2', subscription: '9' })
    expect(packOwnership([again, charge()], 'upsell_ai_tools', subscriptions, now)).toBe('owned')
  })

  it('a refunded pack is not owned, even while its plan pays', () => {
    const refund = charge({ kind: 'refund' })
    expect(packOwnership([refund, charge()], 'upsell_ai_tools', plans({ status: 'active' }), now)).toBe('none')
  })

  it('is processing while the latest charge waits for its report, and none when never bought', () => {
    expect(packOwnership([charge({ status: 'processing' })], 'upsell_ai_tools', plans({ status: 'active' }), now)).toBe('processing')
    expect(packOwnership([charge({ status: 'fail' })], 'upsell_ai_tools', plans({ status: 'active' }), now)).toBe('none')
    expect(packOwnership([charge()], 'upsell_600_prompts', plans({ status: 'active' }), now)).toBe('none')
  })

  it('maps to the purchase check’s statuses: only an owned pack is Success', () => {
    expect(['owned', 'processing', 'ended', 'none'].map((ownership) => packStatusOf(ownership as never))).toEqual([
      'Success',
      'Processing',
      'Fail',
      'Fail',
    ])
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

  it('a part does not make the bundle purchased, and an ended or processing bundle gives nothing yet', () => {
    expect(purchaseStatusesOf({ upsell_ai_tools: 'owned' }, ['upsell_ultimate_ai', 'upsell_ai_tools'], packOf)).toEqual({
      upsell_ultimate_ai: 'Fail',
      upsell_ai_tools: 'Success',
    })
    expect(
      purchaseStatusesOf({ upsell_ultimate_ai: 'ended', upsell_ai_tools: 'processing' }, ['upsell_ai_tools', 'upsell_30k_prompts'], packOf),
    ).toEqual({ upsell_ai_tools: 'Processing', upsell_30k_prompts: 'Fail' })
  })
})
