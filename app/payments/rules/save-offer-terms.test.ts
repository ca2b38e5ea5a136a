import { describe, expect, it } from 'vitest'
import { discountedCents, inPause, isCheaper, pauseEnd, pauseState } from './save-offer-terms'

describe('save offer terms', () => {
  it('takes the percent off the renewal price, rounded to the cent', () => {
    expect(discountedCents(2999, 30)).toBe(2099)
    expect(discountedCents(1999, 15)).toBe(1699)
    expect(discountedCents(2999, null)).toBe(2999)
  })

  it('pauses for one period after the paid end', () => {
    expect(pauseEnd('2026-01-10T10:00:00.000Z', { unit: 'W', value: 4 }).toISOString()).toBe('2026-02-07T10:00:00.000Z')
  })

  it('is in its pause only between the paid end and the pause end', () => {
    const paused = { endDate: '2026-01-10T10:00:00.000Z', pausedUntil: '2026-02-07T10:00:00.000Z' }
    expect(inPause(paused, new Date('2026-01-09T00:00:00Z'))).toBe(false)
    expect(inPause(paused, new Date('2026-01-20T00:00:00Z'))).toBe(true)
    expect(inPause(paused, new Date('2026-02-08T00:00:00Z'))).toBe(false)
    expect(inPause({ endDate: paused.endDate, pausedUntil: null }, new Date('2026-01-20T00:00:00Z'))).toBe(false)
  })

  it('tells a pause ahead, under way, and over while the renewal is still to be charged', () => {
    const paused = { endDate: '2026-01-10T10:00:00.000Z', pausedUntil: '2026-02-07T10:00:00.000Z' }
    expect(pauseState(paused, new Date('2026-01-09T00:00:00Z'))).toBe('ahead')
    expect(pauseState(paused, new Date('2026-01-20T00:00:00Z'))).toBe('paused')
    expect(pauseState(paused, new Date('2026-02-08T00:00:00Z'))).toBe('renewing')
    expect(pauseState({ endDate: paused.endDate, pausedUntil: null })).toBeNull()
  })

  it('calls a plan cheaper by its price per day, not per charge', () => {
    const current = { priceCents: 2999, period: { unit: 'W' as const, value: 4 } }
    expect(isCheaper({ newPrice: 1999, period: { unit: 'W', value: 4 } }, current)).toBe(true)
    // A one-week plan at $9.99 is cheaper per charge but dearer per day than $29.99 for four weeks.
    expect(isCheaper({ newPrice: 999, period: { unit: 'W', value: 1 } }, current)).toBe(false)
    expect(isCheaper({ newPrice: 5999, period: { unit: 'W', value: 12 } }, current)).toBe(true)
  })
})
