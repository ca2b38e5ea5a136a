import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { getPayloadClient } from '@cms/get-payload'
import { refusedSave } from '../support/errors'
import { createFunnel, funnelDefinition, withForwardDependentStep } from '../support/funnels'

describe('funnels: the definition is validated on save', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await getPayloadClient()
  })

  it('accepts a valid definition', async () => {
    const funnel = await createFunnel(payload, funnelDefinition('valid_funnel'))
    expect(funnel.funnelId).toBe('valid_funnel')
  })

  it('refuses a dependent screen that points forward, naming the screen and the field in words', async () => {
    const definition = withForwardDependentStep(funnelDefinition('forward_funnel'))
    const message = await refusedSave(createFunnel(payload, definition))
    expect(message).toMatch(/^definition: /)
    expect(message).toContain('Screen 1 “recap” → Recalls the answer given on: Must refer to an earlier screen')
    expect(message).not.toContain('screens[0]')
  })

  it('validates drafts too, and edits of an existing funnel', async () => {
    const draft = withForwardDependentStep(funnelDefinition('draft_forward'))
    expect(await refusedSave(createFunnel(payload, draft, { _status: 'draft' }))).toContain(
      'Screen 1 “recap” → Recalls the answer given on',
    )

    const funnel = await createFunnel(payload, funnelDefinition('edited_funnel'))
    const broken = withForwardDependentStep(funnelDefinition('edited_funnel'))
    const message = await refusedSave(payload.update({ collection: 'funnels', id: funnel.id, data: { definition: broken } }))
    expect(message).toContain('Screen 1 “recap” → Recalls the answer given on')
  })

  it('requires the definition id to equal the funnel id', async () => {
    const message = await refusedSave(createFunnel(payload, funnelDefinition('one_id'), { funnelId: 'another_id' }))
    expect(message).toContain('Funnel id: Set the funnel id in the definition to “another_id”, the same as the funnel’s address')
  })

  it('lists every problem in one message', async () => {
    const definition = { ...withForwardDependentStep(funnelDefinition('many_problems')), settings: {} }
    const message = await refusedSave(createFunnel(payload, definition))
    expect(message).toContain('the funnel has 2 problems')
    expect(message).toContain('Screen 1 “recap” → Recalls the answer given on')
    expect(message).toContain('Settings → Paywall')
    expect(message.split('\n')).toHaveLength(1)
  })

  it('refuses a discount paywall whose stated percentage its plans do not give', async () => {
    const prices = (first: number, sale: number) => [
      { currency: 'USD' as const, firstPeriodCents: first, renewalCents: 2999, discountFirstPeriodCents: sale },
    ]
    const plan = (planId: string, name: string, first: number, sale: number) =>
      payload.create({
        collection: 'plans',
        data: {
          planId,
          name,
          set: 'discount-check',
          firstPeriod: { value: 4, unit: 'W' },
          renewalPeriod: { value: 4, unit: 'W' },
          prices: prices(first, sale),
        },
      })
    await plan('0b0c0d0e-0000-4000-8000-000000000001', 'Cheap plan', 1999, 999)
    await plan('0b0c0d0e-0000-4000-8000-000000000002', 'Popular plan', 3999, 2999)
    const withDiscount = (id: string, percent: number) =>
      funnelDefinition(id, {
        settings: { paywall: { planSet: 'discount-check' } },
        screens: [
          ...funnelDefinition(id).screens,
          { id: 'discount', type: 'Paywall', title: 'Wait!', discount: { percent, title: 'A one-time offer' } },
        ],
      })
    const message = await refusedSave(createFunnel(payload, withDiscount('lying_discount', 50)))
    expect(message).toContain(
      'screens[3].discount.percent (discount, plan set discount-check) states 50% off, but "Popular plan" in USD is 25% off',
    )
    expect(message).not.toContain('Cheap plan')
  })
})
