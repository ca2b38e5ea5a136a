import { describe, expect, it } from 'vitest'
import {
  chooseProductFunnel,
  parseStep,
  type ProductFunnelId,
  productTourLaunch,
  startingStep,
  type StoredFunnelProgress,
} from './product-funnel'
import { readyForProductTour } from '../../../tests/support/product-tour-context'

const empty: StoredFunnelProgress = { funnelId: null, step: null }

describe('chooseProductFunnel', () => {
  it.each<[string | null, StoredFunnelProgress, ProductFunnelId]>([
    [null, empty, 'product_v3'],
    [null, { funnelId: 'challenge_v1', step: '12' }, 'product_v3'],
    [null, { funnelId: 'product_v1', step: '2' }, 'product_v1'],
    [null, { funnelId: 'product_v2', step: null }, 'product_v2'],
    [null, { funnelId: 'product_v4', step: null }, 'product_v3'],
    ['product_v3_onboarding', { funnelId: 'product_v1', step: '2' }, 'product_v3'],
    ['email', { funnelId: 'product_v2', step: '1' }, 'product_v2'],
  ])('source %s, stored %j → %s', (source, stored, expected) => {
    expect(chooseProductFunnel(source, stored)).toBe(expected)
  })
})

describe('parseStep', () => {
  it.each<[string | null | undefined, number | undefined]>([
    [null, undefined],
    [undefined, undefined],
    ['', undefined],
    ['0', 0],
    ['1', 1],
    [' 2 ', 2],
    ['7', 7],
    ['8', undefined],
    ['-1', undefined],
    ['1.5', undefined],
    ['abc', undefined],
  ])('%j of 7 steps → %s', (raw, expected) => {
    expect(parseStep(raw, 7)).toBe(expected)
  })
})

describe('startingStep', () => {
  it.each<[string, Parameters<typeof startingStep>[0], number]>([
    ['defaults to 0 with nothing stored', { funnelId: 'product_v2', totalSteps: 8, stored: empty }, 0],
    [
      'reads the stored step of the same funnel',
      { funnelId: 'product_v2', totalSteps: 8, stored: { funnelId: 'product_v2', step: '4' } },
      4,
    ],
    [
      'ignores a step stored for another funnel',
      { funnelId: 'product_v2', totalSteps: 8, stored: { funnelId: 'challenge_v1', step: '4' } },
      0,
    ],
    ['ignores an unusable stored step', { funnelId: 'product_v2', totalSteps: 8, stored: { funnelId: 'product_v2', step: '99' } }, 0],
    ['prefers the query step', { funnelId: 'product_v3', totalSteps: 2, stored: { funnelId: 'product_v3', step: '0' }, queryStep: '1' }, 1],
    [
      'falls back from a bad query step',
      { funnelId: 'product_v3', totalSteps: 2, stored: { funnelId: 'product_v3', step: '1' }, queryStep: 'x' },
      1,
    ],
  ])('%s', (_name, input, expected) => {
    expect(startingStep(input)).toBe(expected)
  })
})

describe('productTourLaunch', () => {
  const ready = readyForProductTour
  const sizes: Record<ProductFunnelId, number> = { product_v1: 7, product_v2: 8, product_v3: 2 }
  const progress = (stored: StoredFunnelProgress, queryStep: string | null = null) => ({
    stored,
    queryStep,
    totalStepsOf: (id: ProductFunnelId) => sizes[id],
  })

  it('opens product_v3 at step 0 after a purchase', () => {
    expect(productTourLaunch(ready, progress(empty))).toEqual({ funnelId: 'product_v3', step: 0 })
  })
  it('resumes the stored product funnel at its stored step', () => {
    expect(productTourLaunch(ready, progress({ funnelId: 'product_v2', step: '3' }))).toEqual({ funnelId: 'product_v2', step: 3 })
  })
  it('ignores a query step when not returning from the intro lesson', () => {
    expect(productTourLaunch(ready, progress(empty, '1'))).toEqual({ funnelId: 'product_v3', step: 0 })
  })
  it('stays shut when the rules say so', () => {
    expect(productTourLaunch({ ...ready, paymentSystem: 'none', enrolmentCount: 2 }, progress(empty))).toBeNull()
  })
  it('resumes product_v3 at the query step on the return from the intro lesson', () => {
    const returning = { ...ready, source: 'product_v3_onboarding', enrolmentCount: 1, paymentSystem: 'ecommpay' as const }
    expect(productTourLaunch(returning, progress({ funnelId: 'product_v3', step: '0' }, '1'))).toEqual({
      funnelId: 'product_v3',
      step: 1,
    })
  })
  it('does not resume once onboarding is finished', () => {
    const returning = { ...ready, source: 'product_v3_onboarding', finished: true }
    expect(productTourLaunch(returning, progress(empty, '1'))).toBeNull()
  })
})
