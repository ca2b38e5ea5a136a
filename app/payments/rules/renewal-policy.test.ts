import { describe, expect, it } from 'vitest'
import { afterRenewalFailure, maxRenewalFailures, renewalDueAt } from './renewal-policy'

const now = new Date('2026-11-23T10:00:00Z')
const day = 24 * 60 * 60 * 1000

describe('afterRenewalFailure', () => {
  it('puts the subscription in redemption with a retry a day later, then three days later', () => {
    expect(afterRenewalFailure(0, '3.02', now)).toEqual({
      status: 'redemption',
      renewalAttempts: 1,
      nextRetryAt: new Date(now.getTime() + day),
    })
    expect(afterRenewalFailure(1, '3.02', now)).toEqual({
      status: 'redemption',
      renewalAttempts: 2,
      nextRetryAt: new Date(now.getTime() + 3 * day),
    })
  })

  it('ends the subscription at the third failure', () => {
    expect(maxRenewalFailures).toBe(3)
    expect(afterRenewalFailure(2, '3.02', now)).toEqual({ status: 'expired', renewalAttempts: 3, nextRetryAt: null })
  })

  it('does not retry a card that cannot pay again', () => {
    for (const code of ['4.02', '4.04', '5.02', '7.01']) expect(afterRenewalFailure(0, code, now).status).toBe('expired')
  })
})

describe('renewalDueAt', () => {
  it('is the end date while active and the retry time in redemption', () => {
    expect(renewalDueAt({ status: 'active', endDate: '2026-12-01T00:00:00.000Z' })).toEqual(new Date('2026-12-01T00:00:00.000Z'))
    expect(renewalDueAt({ status: 'redemption', endDate: '2026-12-01T00:00:00.000Z', nextRetryAt: '2026-12-02T00:00:00.000Z' })).toEqual(
      new Date('2026-12-02T00:00:00.000Z'),
    )
  })

  it('is the end of a save offer pause while paused', () => {
    const paused = { status: 'active', endDate: '2026-12-01T00:00:00.000Z', pausedUntil: '2026-12-29T00:00:00.000Z' }
    expect(renewalDueAt(paused)).toEqual(new Date('2026-12-29T00:00:00.000Z'))
  })

  it('is never for cancelled or expired subscriptions', () => {
    expect(renewalDueAt({ status: 'cancelled', endDate: '2026-12-01T00:00:00.000Z' })).toBeNull()
    expect(renewalDueAt({ status: 'expired', endDate: '2026-12-01T00:00:00.000Z' })).toBeNull()
  })
})
