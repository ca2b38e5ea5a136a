import { describe, expect, it } from 'vitest'
import { avatarInitial, subscriptionSummary } from './subscription-summary'

const now = new Date('2026-11-23T12:00:00Z')
const base = { planName: 'Pro annual', endDate: '2027-01-10T00:00:00Z', nextRetryAt: null, currency: 'USD' as const, renewalCents: 4999 }

describe('subscriptionSummary', () => {
  it('names the renewing plan, its date and price', () => {
    expect(subscriptionSummary([{ ...base, status: 'active' }], now)).toEqual({
      title: 'Pro annual',
      detail: 'Renews on January 10, 2027 for $49.99',
      state: 'active',
    })
  })

  it('prefers the renewing plan to an older cancelled one', () => {
    const list = [
      { ...base, planName: 'Old', status: 'cancelled' as const },
      { ...base, status: 'active' as const },
    ]
    expect(subscriptionSummary(list, now).title).toBe('Pro annual')
  })

  it('says when a save offer pauses the plan, and when it renews', () => {
    const paused = { ...base, status: 'active' as const, pausedUntil: '2027-02-07T00:00:00Z' }
    expect(subscriptionSummary([paused], now)).toEqual({
      title: 'Pro annual',
      detail: 'Paused from January 10, 2027 to February 7, 2027, then renews for $49.99',
      state: 'ending',
    })
    expect(subscriptionSummary([paused], new Date('2027-01-20T00:00:00Z')).detail).toBe(
      'Paused until February 7, 2027, then renews for $49.99',
    )
  })

  it('asks for attention while a payment is retried', () => {
    const summary = subscriptionSummary([{ ...base, status: 'redemption', nextRetryAt: '2026-11-25T00:00:00Z' }], now)
    expect(summary.state).toBe('attention')
    expect(summary.detail).toContain('November 25, 2026')
  })

  it('keeps a cancelled plan until its paid period ends, then shows none', () => {
    expect(subscriptionSummary([{ ...base, status: 'cancelled' }], now).detail).toBe('Cancelled — full access until January 10, 2027')
    expect(subscriptionSummary([{ ...base, status: 'cancelled', endDate: '2026-11-01T00:00:00Z' }], now).state).toBe('none')
    expect(subscriptionSummary([{ ...base, status: 'expired' }], now).title).toBe('No active plan')
  })
})

describe('avatarInitial', () => {
  it('uses the first name, else the email', () => {
    expect(avatarInitial('ada', 'x@example.com')).toBe('A')
    expect(avatarInitial('  ', 'zoe@example.com')).toBe('Z')
    expect(avatarInitial(null, 'émile@example.com')).toBe('É')
  })
})
