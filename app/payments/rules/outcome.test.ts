import { describe, expect, it } from 'vitest'
import { ecommpayOutcome, purchaseOutcome, solidgateOutcome } from './outcome'

describe('solidgateOutcome', () => {
  it.each(['settle_ok', 'approved', 'partial_settled'])('order %s is success', (status) => {
    expect(solidgateOutcome(status)).toBe('success')
  })

  it('auth_failed is fail', () => {
    expect(solidgateOutcome('auth_failed')).toBe('fail')
  })

  it('a failed transaction is fail whatever the order still says', () => {
    expect(solidgateOutcome('processing', 'fail')).toBe('fail')
    expect(solidgateOutcome(undefined, 'fail')).toBe('fail')
  })

  it('an approved order stays success even when an earlier transaction failed', () => {
    expect(solidgateOutcome('approved', 'fail')).toBe('success')
  })

  it('reads statuses regardless of case and spacing', () => {
    expect(solidgateOutcome(' SETTLE_OK ')).toBe('success')
    expect(solidgateOutcome('created', 'FAIL')).toBe('fail')
  })

  // 'declined' and 'refunded' are real Solidgate order statuses the spec does not name: they stay
  // processing unless the transaction says fail (see README: open question).
  it.each([
    ['created', undefined],
    ['processing', 'processing'],
    ['3ds_verify', undefined],
    ['auth_ok', 'success'],
    ['declined', undefined],
    ['refunded', undefined],
    ['something_new', 'something_new'],
    ['', undefined],
    [undefined, undefined],
    [null, null],
  ])('unknown or in-between order %j (transaction %j) is processing', (order, transaction) => {
    expect(solidgateOutcome(order, transaction)).toBe('processing')
  })
})

describe('ecommpayOutcome', () => {
  it('payment success is success', () => {
    expect(ecommpayOutcome('success')).toBe('success')
    expect(ecommpayOutcome('success', 'success')).toBe('success')
  })

  it('a declined payment is fail', () => {
    expect(ecommpayOutcome('decline')).toBe('fail')
  })

  it.each(['decline', 'error'])('an operation with status %s is fail', (operation) => {
    expect(ecommpayOutcome('processing', operation)).toBe('fail')
    expect(ecommpayOutcome(undefined, operation.toUpperCase())).toBe('fail')
  })

  it.each([
    ['processing', undefined],
    ['awaiting 3ds result', 'awaiting 3ds result'],
    ['external processing', 'processing'],
    ['refunded', undefined],
    ['something_new', 'something_new'],
    ['', ''],
    [undefined, undefined],
  ])('unknown or in-between payment %j (operation %j) is processing', (payment, operation) => {
    expect(ecommpayOutcome(payment, operation)).toBe('processing')
  })
})

describe('purchaseOutcome', () => {
  it('a product the provider lists as bought is success', () => {
    expect(purchaseOutcome('pack-1', ['pack-0', 'pack-1'])).toBe('success')
  })

  it('an unpurchased product is fail', () => {
    expect(purchaseOutcome('pack-2', ['pack-1'])).toBe('fail')
    expect(purchaseOutcome('pack-2', [])).toBe('fail')
  })
})
