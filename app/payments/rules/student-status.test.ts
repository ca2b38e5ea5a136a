import { describe, expect, it } from 'vitest'
import { studentStatusFor } from './student-status'

const now = new Date('2026-11-22T12:00:00Z')

describe('studentStatusFor', () => {
  it('is other with no subscription', () => {
    expect(studentStatusFor([], now)).toBe('other')
  })

  it('is active while any subscription is active, even beside a lapsed one', () => {
    expect(studentStatusFor([{ status: 'expired' }, { status: 'active' }], now)).toBe('active')
  })

  it('is redemption when the only live subscription is in redemption', () => {
    expect(studentStatusFor([{ status: 'redemption' }, { status: 'expired' }], now)).toBe('redemption')
  })

  it('keeps a cancelled subscription active until its paid period ends', () => {
    expect(studentStatusFor([{ status: 'cancelled', endDate: '2026-11-30T00:00:00Z' }], now)).toBe('active')
    expect(studentStatusFor([{ status: 'cancelled', endDate: '2026-11-01T00:00:00Z' }], now)).toBe('other')
  })

  it('takes access away during a save offer pause, and gives it back when it renews', () => {
    const paused = { status: 'active', endDate: '2026-11-20T00:00:00Z', pausedUntil: '2026-12-18T00:00:00Z' }
    expect(studentStatusFor([paused], now)).toBe('other')
    expect(studentStatusFor([{ ...paused, endDate: '2026-11-30T00:00:00Z', pausedUntil: '2026-12-28T00:00:00Z' }], now)).toBe('active')
  })
})
