import { describe, expect, it } from 'vitest'
import { nextDeliveryAt } from './delivery-retry'

describe('email delivery retries', () => {
  it('waits longer after each failure, at most six hours', () => {
    const now = new Date('2026-11-26T10:00:00Z')
    const wait = (failed: number) => (nextDeliveryAt(failed, now).getTime() - now.getTime()) / 60_000
    expect([1, 2, 3, 4].map(wait)).toEqual([1, 2, 4, 8])
    expect(wait(20)).toBe(360)
  })
})
